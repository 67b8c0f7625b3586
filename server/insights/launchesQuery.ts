import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { InsightsLaunches } from '../../domain/api/insights.schema';
import { isBusinessDay } from '../../domain/launchSchedule/businessDays';
import { maxLaunchesPerDay } from '../../domain/launchSchedule/launchDateRules';
import { preLiveStatuses } from '../../domain/sitePhases';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { listLaunchHolidays } from '../lookups/lookupQueries';
import { type InsightsScope, scopeCondition } from './insightsScope';

/**
 * Statuses that still wait for their launch day: before go-live and not already missed. Migration
 * 0050's sites_awaiting_launch_idx lists the same statuses (the planner uses it only for this list).
 */
const awaitingLaunch: readonly SiteStatus[] = preLiveStatuses.filter((status) => status !== 'Missed Launch');

/**
 * Per week (Monday to Sunday, every week the range touches): first go-lives ('done'), sites whose
 * launch date falls in the week and that still wait for it ('scheduled'), sites moved to Missed
 * Launch ('missed'), and the capacity: 7 launches a business day, federal and company holidays
 * excluded (the launch rules of domain/launchSchedule/).
 */
export const insightsLaunches = async (db: Kysely<Database>, scope: InsightsScope): Promise<InsightsLaunches> => {
  // dayjs weeks start on Sunday; the launch calendar's on Monday.
  const mondayOf = (day: string) => dayjs(day).subtract((dayjs(day).day() + 6) % 7, 'day');
  const first = mondayOf(scope.filters.from);
  const last = mondayOf(scope.filters.to).add(7, 'day');
  const start = `${first.format('YYYY-MM-DD')}T00:00:00Z`;
  const end = `${last.format('YYYY-MM-DD')}T00:00:00Z`;
  const week = (column: string) => sql`to_char(date_trunc('week', ${sql.ref(column)} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const [done, missed, scheduled, companyHolidays] = await Promise.all([
    sql<{ week: string; count: number }>`
      SELECT ${week('c.live_at')} AS week, count(*)::integer AS count FROM insights_cycles c
      WHERE c.live_at >= ${start}::timestamptz AND c.live_at < ${end}::timestamptz AND ${scopeCondition(scope, 'c')} GROUP BY 1`.execute(
      db,
    ),
    sql<{ week: string; count: number }>`
      SELECT ${week('sp.started_at')} AS week, count(*)::integer AS count FROM insights_spells sp
      WHERE sp.status = 'Missed Launch' AND sp.started_at >= ${start}::timestamptz AND sp.started_at < ${end}::timestamptz
        AND ${scopeCondition(scope, 'sp')} GROUP BY 1`.execute(db),
    sql<{ week: string; count: number }>`
      SELECT to_char(date_trunc('week', s.scheduled_launch_date::timestamp), 'YYYY-MM-DD') AS week, count(*)::integer AS count FROM sites s
      WHERE s.scheduled_launch_date >= ${first.format('YYYY-MM-DD')}::date AND s.scheduled_launch_date < ${last.format('YYYY-MM-DD')}::date
        AND s.launcher_label IN (${sql.join([...awaitingLaunch])}) AND ${scopeCondition(scope, 's')} GROUP BY 1`.execute(db),
    listLaunchHolidays(db),
  ]);
  const countIn = (rows: { week: string; count: number }[], key: string) => rows.find((row) => row.week === key)?.count ?? 0;
  const weeks: InsightsLaunches['weeks'] = [];
  for (let monday = first; monday.isBefore(last, 'day'); monday = monday.add(7, 'day')) {
    const key = monday.format('YYYY-MM-DD');
    const businessDays = [0, 1, 2, 3, 4].filter((offset) =>
      isBusinessDay(monday.add(offset, 'day').format('YYYY-MM-DD'), companyHolidays),
    ).length;
    weeks.push({
      week: key,
      done: countIn(done.rows, key),
      scheduled: countIn(scheduled.rows, key),
      missed: countIn(missed.rows, key),
      capacity: businessDays * maxLaunchesPerDay,
    });
  }
  return { weeks };
};
