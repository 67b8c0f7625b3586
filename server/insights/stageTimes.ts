import { type Kysely, sql } from 'kysely';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { fractions, type GroupHistogram, monthsAndDays, percentilesFromHistogram } from './histogramPercentiles';
import { type InsightsScope, rangeInstants, scopeCondition, spellsOf } from './insightsScope';

/** A status' finished stays in the range: how many, and the median and 80th percentile of their length in seconds. */
export interface StageTime {
  status: SiteStatus;
  stays: number;
  median: number;
  p80: number;
}

/** The stay's length in whole days: the bucket insights_stage_days counts it in (migration 0052). */
const bucketOf = sql`floor(extract(epoch FROM sp.ended_at - sp.started_at) / 86400)::integer`;
const secondsOf = sql`extract(epoch FROM sp.ended_at - sp.started_at)::float8`;

/**
 * Every status' stays that ended in the range, sorted: exact, and as slow as the stays are many. A
 * slice with a filter reads only its own sites' stays (spellsOf); a provider or AE, only theirs
 * (insights_spells_provider_ended and _ae_ended, migration 0069).
 */
const sortedStageTimes = async (db: Kysely<Database>, scope: InsightsScope): Promise<StageTime[]> => {
  const { start, end } = rangeInstants(scope.filters);
  const { spells, inScope } = spellsOf(scope);
  const { rows } = await sql<StageTime>`
    SELECT sp.status, count(*)::integer AS stays,
           percentile_cont(${fractions.median}::float8) WITHIN GROUP (ORDER BY ${secondsOf}) AS median,
           percentile_cont(${fractions.p80}::float8) WITHIN GROUP (ORDER BY ${secondsOf}) AS p80
    FROM ${spells}
    WHERE sp.ended_at >= ${start}::timestamptz AND sp.ended_at < ${end}::timestamptz AND ${inScope}
    GROUP BY sp.status`.execute(db);
  return rows;
};

/**
 * Each status' stays that ended in the range, with the median and 80th percentile of their length
 * (percentile_cont's answer). For every site, one corporation or a viewer's own slice, the stays
 * counted per month or day and whole days taken (insights_stage_months and _days, and the holder's) say in
 * which bucket each rank the percentiles read falls; only the stays of that bucket in the range are
 * then read and ordered, and the value at the rank is taken from them (percentilesFromHistogram).
 * With a provider or AE, or a slice within a corporation, the stays in the range are sorted.
 */
export const stageTimes = async (db: Kysely<Database>, scope: InsightsScope): Promise<StageTime[]> => {
  const { corporation, provider, ae } = scope.filters;
  const histogram =
    provider !== undefined || ae !== undefined
      ? undefined
      : scope.holder === null
        ? { days: sql`insights_stage_days`, months: sql`insights_stage_months`, key: sql`corporation_id = ${corporation ?? 0}` }
        : corporation === undefined
          ? { days: sql`insights_stage_holder_days`, months: sql`insights_stage_holder_months`, key: sql`holder = ${scope.holder}` }
          : undefined;
  if (histogram === undefined) return sortedStageTimes(db, scope);

  const range = monthsAndDays(scope.filters);
  const counted = await sql<GroupHistogram<SiteStatus>>`
    SELECT status AS "group", json_agg(json_build_array(bucket, stays) ORDER BY bucket) AS buckets FROM (
      SELECT status, bucket, sum(stays)::integer AS stays FROM (
        SELECT status, bucket, stays FROM ${histogram.months} WHERE ${histogram.key} AND ${range.months}
        UNION ALL
        SELECT status, bucket, stays FROM ${histogram.days} WHERE ${histogram.key} AND ${range.days}
      ) counts
      GROUP BY status, bucket
    ) summed
    GROUP BY status`.execute(db);

  const { start, end } = rangeInstants(scope.filters);
  const stages = await percentilesFromHistogram(counted.rows, async (slices) => {
    const read = await sql<{ group: SiteStatus; bucket: number; seconds: number[] }>`
      SELECT w.status AS "group", w.bucket, v.seconds
      FROM (VALUES ${sql.join(slices.map((slice) => sql`(${slice.group}, ${slice.bucket}::integer, ${slice.skip}::integer, ${slice.take}::integer)`))})
        AS w(status, bucket, skip, take)
      CROSS JOIN LATERAL (
        SELECT array_agg(seconds ORDER BY seconds) AS seconds FROM (
          SELECT ${secondsOf} AS seconds FROM insights_spells sp
          WHERE sp.ended_at IS NOT NULL AND sp.status = w.status AND ${bucketOf} = w.bucket
            AND sp.ended_at >= ${start}::timestamptz AND sp.ended_at < ${end}::timestamptz AND ${scopeCondition(scope, 'sp')}
          ORDER BY 1 OFFSET w.skip LIMIT w.take
        ) bucket_rows
      ) v`.execute(db);
    return read.rows;
  });
  return stages.map(({ group, count, median, p80 }) => ({ status: group, stays: count, median, p80 }));
};
