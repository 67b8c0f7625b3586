import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { InsightsCycleTime } from '../../domain/api/insights.schema';
import { siteStatuses } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { fractions, type GroupHistogram, monthsAndDays, percentilesFromHistogram } from './histogramPercentiles';
import { cyclesOf, daysOf, type InsightsScope, rangeInstants } from './insightsScope';
import { stageTimes } from './stageTimes';

/** The scatter draws at most this many sites (the latest to go live): more dots say nothing more. */
const scatterLimit = 1000;

type Month = { month: string; sites: number; median: number; p80: number };

const secondsOf = sql`extract(epoch FROM c.live_at - c.intake_at)::float8`;

/**
 * Intake to first go-live by the month the site went live: how many, median and 80th percentile
 * (percentile_cont's answer). For every site or one corporation, the sites counted per month or day
 * and whole days taken (insights_cycle_months and _days) say which bucket holds each rank, and only
 * that bucket's sites of the month are read (insights_cycles_bucket); otherwise the scope's cycles
 * in the range are sorted: a viewer's own (cyclesOf), or every site's with a provider or AE.
 */
const cycleMonths = async (db: Kysely<Database>, scope: InsightsScope): Promise<Month[]> => {
  const { start, end } = rangeInstants(scope.filters);
  const { corporation, provider, ae } = scope.filters;
  if (scope.holder !== null || provider !== undefined || ae !== undefined) {
    const { cycles, inScope } = cyclesOf(scope);
    const { rows } = await sql<Month>`
      SELECT to_char(c.live_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::integer AS sites,
             percentile_cont(${fractions.median}::float8) WITHIN GROUP (ORDER BY ${secondsOf}) AS median,
             percentile_cont(${fractions.p80}::float8) WITHIN GROUP (ORDER BY ${secondsOf}) AS p80
      FROM ${cycles} WHERE c.live_at >= ${start}::timestamptz AND c.live_at < ${end}::timestamptz AND ${inScope}
      GROUP BY 1 ORDER BY 1`.execute(db);
    return rows;
  }
  const key = sql`corporation_id = ${corporation ?? 0}`;
  const range = monthsAndDays(scope.filters);
  const counted = await sql<GroupHistogram<string>>`
    SELECT to_char(month, 'YYYY-MM') AS "group", json_agg(json_build_array(bucket, sites) ORDER BY bucket) AS buckets FROM (
      SELECT month, bucket, sum(sites)::integer AS sites FROM (
        SELECT month, bucket, sites FROM insights_cycle_months WHERE ${key} AND ${range.months}
        UNION ALL
        SELECT date_trunc('month', day)::date, bucket, sites FROM insights_cycle_days WHERE ${key} AND ${range.days}
      ) counts
      GROUP BY month, bucket
    ) summed
    GROUP BY month`.execute(db);
  // Each month's part of the range, as the instants its sites went live between.
  const monthPart = (month: string) => {
    const first = dayjs(`${month}-01`);
    const from = `${first.format('YYYY-MM-DD')}T00:00:00Z`;
    const to = `${first.add(1, 'month').format('YYYY-MM-DD')}T00:00:00Z`;
    return { from: from > start ? from : start, to: to < end ? to : end };
  };
  const months = await percentilesFromHistogram(counted.rows, async (slices) => {
    const read = await sql<{ group: string; bucket: number; seconds: number[] }>`
      SELECT w.month AS "group", w.bucket, v.seconds
      FROM (VALUES ${sql.join(
        slices.map((slice) => {
          const part = monthPart(slice.group);
          return sql`(${slice.group}, ${slice.bucket}::integer, ${slice.skip}::integer, ${slice.take}::integer, ${part.from}::timestamptz, ${part.to}::timestamptz)`;
        }),
      )}) AS w(month, bucket, skip, take, live_from, live_to)
      CROSS JOIN LATERAL (
        SELECT array_agg(seconds ORDER BY seconds) AS seconds FROM (
          SELECT ${secondsOf} AS seconds FROM insights_cycles c
          WHERE floor(extract(epoch FROM c.live_at - c.intake_at) / 86400)::integer = w.bucket
            AND c.live_at >= w.live_from AND c.live_at < w.live_to AND ${corporation === undefined ? sql`true` : sql`c.corporation_id = ${corporation}`}
          ORDER BY 1 OFFSET w.skip LIMIT w.take
        ) bucket_rows
      ) v`.execute(db);
    return read.rows;
  });
  return months
    .map(({ group, count, median, p80 }) => ({ month: group, sites: count, median, p80 }))
    .sort((a, b) => a.month.localeCompare(b.month));
};

/**
 * Intake to first go-live by the month the site went live (median and 80th percentile,
 * interpolated as PostgreSQL's percentile_cont), the sites as dots, and each status' finished stays
 * (stays that ended in the range; stageTimes.ts).
 */
export const insightsCycleTime = async (db: Kysely<Database>, scope: InsightsScope): Promise<InsightsCycleTime> => {
  const { start, end } = rangeInstants(scope.filters);
  const { cycles, inScope } = cyclesOf(scope);
  const [months, scatter, stages] = await Promise.all([
    cycleMonths(db, scope),
    sql<{ siteId: number; name: string; liveDay: string; seconds: number }>`
      SELECT c.site_id AS "siteId", s.name, to_char(c.live_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "liveDay",
             extract(epoch FROM c.live_at - c.intake_at) AS seconds
      FROM ${cycles} JOIN sites s ON s.id = c.site_id
      WHERE c.live_at >= ${start}::timestamptz AND c.live_at < ${end}::timestamptz AND ${inScope}
      ORDER BY c.live_at DESC, c.site_id LIMIT ${scatterLimit}`.execute(db),
    stageTimes(db, scope),
  ]);
  return {
    months: months.map((row) => ({ month: row.month, sites: row.sites, medianDays: daysOf(row.median), p80Days: daysOf(row.p80) })),
    scatter: scatter.rows.map((row) => ({ siteId: row.siteId, name: row.name, liveDay: row.liveDay, days: daysOf(row.seconds) })),
    scatterLimit,
    stages: stages
      .sort((a, b) => siteStatuses.indexOf(a.status) - siteStatuses.indexOf(b.status))
      .map((row) => ({ status: row.status, stays: row.stays, medianDays: daysOf(row.median), p80Days: daysOf(row.p80) })),
  };
};
