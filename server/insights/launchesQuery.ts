import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { InsightsLaunches } from '../../domain/api/insights.schema';
import { isBusinessDay } from '../../domain/launchSchedule/businessDays';
import { maxLaunchesPerDay } from '../../domain/launchSchedule/launchDateRules';
import { preLiveStatuses } from '../../domain/sitePhases';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { listLaunchHolidays } from '../lookups/lookupQueries';
import { cyclesOf, type InsightsScope, scopeCondition } from './insightsScope';

/**
 * Statuses that still wait for their launch day: before go-live and not already missed. Migration
 * 0050's sites_awaiting_launch_idx lists the same statuses (the planner uses it only for this list).
 */
const awaitingLaunch: readonly SiteStatus[] = preLiveStatuses.filter((status) => status !== 'Missed Launch');

type WeekCount = { week: string; count: number };

/**
 * First go-lives and moves to Missed Launch per week (Monday) from `first` to before `last`. For
 * every site or one corporation, the days pre-counted (insights_launch_days); otherwise the scope's
 * cycles (a viewer's own, cyclesOf) and moves to Missed Launch (insights_spells_missed) are counted.
 */
const doneAndMissed = async (
  db: Kysely<Database>,
  scope: InsightsScope,
  first: string,
  last: string,
): Promise<{ done: WeekCount[]; missed: WeekCount[] }> => {
  const { corporation, provider, ae } = scope.filters;
  if (scope.holder === null && provider === undefined && ae === undefined) {
    const { rows } = await sql<{ week: string; done: number; missed: number }>`
      SELECT to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') AS week, sum(done)::integer AS done, sum(missed)::integer AS missed
      FROM insights_launch_days WHERE corporation_id = ${corporation ?? 0} AND day >= ${first}::date AND day < ${last}::date
      GROUP BY 1`.execute(db);
    return {
      done: rows.map(({ week, done }) => ({ week, count: done })),
      missed: rows.map(({ week, missed }) => ({ week, count: missed })),
    };
  }
  const start = `${first}T00:00:00Z`;
  const end = `${last}T00:00:00Z`;
  const week = (column: string) => sql`to_char(date_trunc('week', ${sql.ref(column)} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const { cycles, inScope } = cyclesOf(scope);
  const [done, missed] = await Promise.all([
    sql<WeekCount>`
      SELECT ${week('c.live_at')} AS week, count(*)::integer AS count FROM ${cycles}
      WHERE c.live_at >= ${start}::timestamptz AND c.live_at < ${end}::timestamptz AND ${inScope} GROUP BY 1`.execute(db),
    sql<WeekCount>`
      SELECT ${week('sp.started_at')} AS week, count(*)::integer AS count FROM insights_spells sp
      WHERE sp.status = 'Missed Launch' AND sp.started_at >= ${start}::timestamptz AND sp.started_at < ${end}::timestamptz
        AND ${scopeCondition(scope, 'sp')} GROUP BY 1`.execute(db),
  ]);
  return { done: done.rows, missed: missed.rows };
};

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
  const [{ done, missed }, scheduled, companyHolidays] = await Promise.all([
    doneAndMissed(db, scope, first.format('YYYY-MM-DD'), last.format('YYYY-MM-DD')),
    sql<WeekCount>`
      SELECT to_char(date_trunc('week', s.scheduled_launch_date::timestamp), 'YYYY-MM-DD') AS week, count(*)::integer AS count FROM sites s
      WHERE s.scheduled_launch_date >= ${first.format('YYYY-MM-DD')}::date AND s.scheduled_launch_date < ${last.format('YYYY-MM-DD')}::date
        AND s.launcher_label IN (${sql.join([...awaitingLaunch])}) AND ${scopeCondition(scope, 's')} GROUP BY 1`.execute(db),
    listLaunchHolidays(db),
  ]);
  const countIn = (rows: WeekCount[], key: string) => rows.find((row) => row.week === key)?.count ?? 0;
  const weeks: InsightsLaunches['weeks'] = [];
  for (let monday = first; monday.isBefore(last, 'day'); monday = monday.add(7, 'day')) {
    const key = monday.format('YYYY-MM-DD');
    const businessDays = [0, 1, 2, 3, 4].filter((offset) =>
      isBusinessDay(monday.add(offset, 'day').format('YYYY-MM-DD'), companyHolidays),
    ).length;
    weeks.push({
      week: key,
      done: countIn(done, key),
      scheduled: countIn(scheduled.rows, key),
      missed: countIn(missed, key),
      capacity: businessDays * maxLaunchesPerDay,
    });
  }
  return { weeks };
};
