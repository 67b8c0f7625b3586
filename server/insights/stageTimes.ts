import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { type InsightsScope, rangeInstants, scopeCondition } from './insightsScope';

/** A status' finished stays in the range: how many, and the median and 80th percentile of their length in seconds. */
export interface StageTime {
  status: SiteStatus;
  stays: number;
  median: number;
  p80: number;
}

const fractions = { median: 0.5, p80: 0.8 } as const;

/** The stay's length in whole days: the bucket insights_stage_days counts it in (migration 0052). */
const bucketOf = sql`floor(extract(epoch FROM sp.ended_at - sp.started_at) / 86400)::integer`;
const secondsOf = sql`extract(epoch FROM sp.ended_at - sp.started_at)::float8`;

/**
 * The rows percentile_cont reads (0-based, in order) and how far between them its answer lies,
 * with PostgreSQL's own arithmetic (orderedsetaggs.c), so the answer is the same to the last bit.
 */
const percentileRows = (fraction: number, count: number) => {
  const position = fraction * (count - 1);
  const first = Math.floor(position);
  return { first, second: Math.ceil(position), proportion: position - first };
};

/** Every status' stays that ended in the range, sorted: exact and slow (a year for every site is about 200,000 stays). */
const sortedStageTimes = async (db: Kysely<Database>, scope: InsightsScope): Promise<StageTime[]> => {
  const { start, end } = rangeInstants(scope.filters);
  const { rows } = await sql<StageTime>`
    SELECT sp.status, count(*)::integer AS stays,
           percentile_cont(${fractions.median}::float8) WITHIN GROUP (ORDER BY ${secondsOf}) AS median,
           percentile_cont(${fractions.p80}::float8) WITHIN GROUP (ORDER BY ${secondsOf}) AS p80
    FROM insights_spells sp
    WHERE sp.ended_at >= ${start}::timestamptz AND sp.ended_at < ${end}::timestamptz AND ${scopeCondition(scope, 'sp')}
    GROUP BY sp.status`.execute(db);
  return rows;
};

interface Bucket {
  bucket: number;
  stays: number;
}

/**
 * Each status' stays that ended in the range, with the median and 80th percentile of their length
 * (percentile_cont's answer). For every site, one corporation or a viewer's own slice, the stays
 * counted per month or day and whole days taken (insights_stage_months and _days, and the holder's) say in
 * which bucket each rank the percentiles read falls; only the stays of that bucket in the range are
 * then read and ordered, and the value at the rank is taken from them. With a provider or AE, or a
 * slice within a corporation, every stay in the range is sorted as before.
 */
export const stageTimes = async (db: Kysely<Database>, scope: InsightsScope): Promise<StageTime[]> => {
  const { from, to, corporation, provider, ae } = scope.filters;
  const histogram =
    provider !== undefined || ae !== undefined
      ? undefined
      : scope.holder === null
        ? { days: sql`insights_stage_days`, months: sql`insights_stage_months`, key: sql`corporation_id = ${corporation ?? 0}` }
        : corporation === undefined
          ? { days: sql`insights_stage_holder_days`, months: sql`insights_stage_holder_months`, key: sql`holder = ${scope.holder}` }
          : undefined;
  if (histogram === undefined) return sortedStageTimes(db, scope);

  // The months wholly inside the range from the monthly counts, the days before and after them from the daily ones.
  const dayAfter = dayjs(to).add(1, 'day');
  const firstMonth = dayjs(from).date() === 1 ? dayjs(from) : dayjs(from).add(1, 'month').startOf('month');
  const monthsEnd = dayAfter.startOf('month');
  const [wholeFrom, wholeTo] = (firstMonth.isBefore(monthsEnd) ? [firstMonth, monthsEnd] : [dayAfter, dayAfter]).map((day) =>
    day.format('YYYY-MM-DD'),
  );
  const counted = await sql<Bucket & { status: SiteStatus }>`
    SELECT status, bucket, sum(stays)::integer AS stays FROM (
      SELECT status, bucket, stays FROM ${histogram.months}
      WHERE ${histogram.key} AND month >= ${wholeFrom}::date AND month < ${wholeTo}::date
      UNION ALL
      SELECT status, bucket, stays FROM ${histogram.days}
      WHERE ${histogram.key} AND (day >= ${from}::date AND day < ${wholeFrom}::date OR day >= ${wholeTo}::date AND day <= ${to}::date)
    ) counts
    GROUP BY status, bucket ORDER BY status, bucket`.execute(db);
  const byStatus = new Map<SiteStatus, Bucket[]>();
  for (const { status, bucket, stays } of counted.rows) byStatus.set(status, [...(byStatus.get(status) ?? []), { bucket, stays }]);

  /** Per status and bucket: the first row of the bucket wanted (counted from the bucket's shortest stay) and how many. */
  const wanted: { status: SiteStatus; bucket: number; skip: number; take: number; below: number }[] = [];
  const stages = [...byStatus].map(([status, buckets]) => {
    const stays = buckets.reduce((sum, bucket) => sum + bucket.stays, 0);
    const rows = Object.values(fractions).flatMap((fraction) => {
      const { first, second } = percentileRows(fraction, stays);
      return [first, second];
    });
    let below = 0;
    for (const { bucket, stays: inBucket } of buckets) {
      const ranks = rows.filter((row) => row >= below && row < below + inBucket);
      if (ranks.length > 0) {
        const skip = Math.min(...ranks) - below;
        wanted.push({ status, bucket, skip, take: Math.max(...ranks) - below - skip + 1, below: below + skip });
      }
      below += inBucket;
    }
    return { status, stays };
  });
  if (stages.length === 0) return [];

  const { start, end } = rangeInstants(scope.filters);
  const read = await sql<{ status: SiteStatus; bucket: number; seconds: number[] }>`
    SELECT w.status, w.bucket, v.seconds
    FROM (VALUES ${sql.join(wanted.map((want) => sql`(${want.status}, ${want.bucket}::integer, ${want.skip}::integer, ${want.take}::integer)`))})
      AS w(status, bucket, skip, take)
    CROSS JOIN LATERAL (
      SELECT array_agg(seconds ORDER BY seconds) AS seconds FROM (
        SELECT ${secondsOf} AS seconds FROM insights_spells sp
        WHERE sp.ended_at IS NOT NULL AND sp.status = w.status AND ${bucketOf} = w.bucket
          AND sp.ended_at >= ${start}::timestamptz AND sp.ended_at < ${end}::timestamptz AND ${scopeCondition(scope, 'sp')}
        ORDER BY 1 OFFSET w.skip LIMIT w.take
      ) bucket_rows
    ) v`.execute(db);
  /** The length of the status' stay at each rank read. */
  const atRank = new Map<string, number>();
  for (const { status, bucket, seconds } of read.rows) {
    const want = wanted.find((candidate) => candidate.status === status && candidate.bucket === bucket);
    if (want) seconds.forEach((value, index) => atRank.set(`${status} ${want.below + index}`, value));
  }
  const valueAt = (status: SiteStatus, fraction: number, stays: number) => {
    const { first, second, proportion } = percentileRows(fraction, stays);
    const low = atRank.get(`${status} ${first}`);
    const high = atRank.get(`${status} ${second}`);
    if (low === undefined || high === undefined) throw new Error(`insights_stage_days and insights_spells disagree on ${status}`);
    return first === second ? low : low + (high - low) * proportion;
  };
  return stages.map(({ status, stays }) => ({
    status,
    stays,
    median: valueAt(status, fractions.median, stays),
    p80: valueAt(status, fractions.p80, stays),
  }));
};
