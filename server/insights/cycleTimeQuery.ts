import { type Kysely, sql } from 'kysely';
import type { InsightsCycleTime } from '../../domain/api/insights.schema';
import { siteStatuses } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { daysOf, type InsightsScope, rangeInstants, scopeCondition } from './insightsScope';
import { stageTimes } from './stageTimes';

/** The scatter draws at most this many sites (the latest to go live): more dots say nothing more. */
const scatterLimit = 1000;

/**
 * Intake to first go-live by the month the site went live (median and 80th percentile,
 * interpolated as PostgreSQL's percentile_cont), the sites as dots, and each status' finished stays
 * (stays that ended in the range; stageTimes.ts).
 */
export const insightsCycleTime = async (db: Kysely<Database>, scope: InsightsScope): Promise<InsightsCycleTime> => {
  const { start, end } = rangeInstants(scope.filters);
  const inRange = sql`c.live_at >= ${start}::timestamptz AND c.live_at < ${end}::timestamptz AND ${scopeCondition(scope, 'c')}`;
  const seconds = sql`extract(epoch FROM c.live_at - c.intake_at)`;
  const [months, scatter, stages] = await Promise.all([
    sql<{ month: string; sites: number; median: number; p80: number }>`
      SELECT to_char(c.live_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::integer AS sites,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY ${seconds}) AS median,
             percentile_cont(0.8) WITHIN GROUP (ORDER BY ${seconds}) AS p80
      FROM insights_cycles c WHERE ${inRange} GROUP BY 1 ORDER BY 1`.execute(db),
    sql<{ siteId: number; name: string; liveDay: string; seconds: number }>`
      SELECT c.site_id AS "siteId", s.name, to_char(c.live_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "liveDay", ${seconds} AS seconds
      FROM insights_cycles c JOIN sites s ON s.id = c.site_id WHERE ${inRange}
      ORDER BY c.live_at DESC, c.site_id LIMIT ${scatterLimit}`.execute(db),
    stageTimes(db, scope),
  ]);
  return {
    months: months.rows.map((row) => ({ month: row.month, sites: row.sites, medianDays: daysOf(row.median), p80Days: daysOf(row.p80) })),
    scatter: scatter.rows.map((row) => ({ siteId: row.siteId, name: row.name, liveDay: row.liveDay, days: daysOf(row.seconds) })),
    scatterLimit,
    stages: stages
      .sort((a, b) => siteStatuses.indexOf(a.status) - siteStatuses.indexOf(b.status))
      .map((row) => ({ status: row.status, stays: row.stays, medianDays: daysOf(row.median), p80Days: daysOf(row.p80) })),
  };
};
