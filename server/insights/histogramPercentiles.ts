import dayjs from 'dayjs';
import { type RawBuilder, sql } from 'kysely';
import type { InsightsQuery } from '../../domain/api/insights.schema';

/** The two percentiles every Insights time shows. */
export const fractions = { median: 0.5, p80: 0.8 } as const;

/**
 * One group's histogram: its buckets (whole days taken) in order, each with its count, as
 * [bucket, count] pairs (JSON from the database: a row per group rather than per bucket).
 */
export interface GroupHistogram<Group extends string> {
  group: Group;
  buckets: [bucket: number, count: number][];
}

/** Which rows of a group's bucket to read, in order of their value: `take` rows after the first `skip`. */
export interface BucketSlice<Group extends string> {
  group: Group;
  bucket: number;
  skip: number;
  take: number;
}

/** A group's count and percentiles of its values (seconds), as percentile_cont gives them. */
export interface GroupPercentiles<Group extends string> {
  group: Group;
  count: number;
  median: number;
  p80: number;
}

/**
 * The rows percentile_cont reads (0-based, in order) and how far between them its answer lies,
 * with PostgreSQL's own arithmetic (orderedsetaggs.c), so the answer is the same to the last bit.
 */
const percentileRows = (fraction: number, count: number) => {
  const position = fraction * (count - 1);
  const first = Math.floor(position);
  return { first, second: Math.ceil(position), proportion: position - first };
};

/**
 * Exact percentiles of each group's values from a histogram of them in whole days (decision 0570):
 * the counts say which bucket holds each row percentile_cont reads and how many smaller values come
 * before it, so only those buckets' rows are read (`readBuckets`, each slice's values in order) and
 * the percentile is interpolated from them.
 */
export const percentilesFromHistogram = async <Group extends string>(
  histogram: readonly GroupHistogram<Group>[],
  readBuckets: (slices: BucketSlice<Group>[]) => Promise<{ group: Group; bucket: number; seconds: number[] }[]>,
): Promise<GroupPercentiles<Group>[]> => {
  /** Per group and bucket: the first row of the bucket wanted (counted from the bucket's smallest) and how many. */
  const wanted: (BucketSlice<Group> & { below: number })[] = [];
  const groups = histogram.map(({ group, buckets }) => {
    const count = buckets.reduce((sum, [, inBucket]) => sum + inBucket, 0);
    const rows = Object.values(fractions).flatMap((fraction) => {
      const { first, second } = percentileRows(fraction, count);
      return [first, second];
    });
    let below = 0;
    for (const [bucket, inBucket] of buckets) {
      const ranks = rows.filter((row) => row >= below && row < below + inBucket);
      if (ranks.length > 0) {
        const skip = Math.min(...ranks) - below;
        wanted.push({ group, bucket, skip, take: Math.max(...ranks) - below - skip + 1, below: below + skip });
      }
      below += inBucket;
    }
    return { group, count };
  });
  if (groups.length === 0) return [];

  /** The value of the group's row at each rank read. */
  const atRank = new Map<string, number>();
  for (const { group, bucket, seconds } of await readBuckets(wanted)) {
    const want = wanted.find((candidate) => candidate.group === group && candidate.bucket === bucket);
    if (want) seconds.forEach((value, index) => atRank.set(`${group} ${want.below + index}`, value));
  }
  const valueAt = (group: Group, fraction: number, count: number) => {
    const { first, second, proportion } = percentileRows(fraction, count);
    const low = atRank.get(`${group} ${first}`);
    const high = atRank.get(`${group} ${second}`);
    if (low === undefined || high === undefined) throw new Error(`the histogram and the rows it counts disagree on ${group}`);
    return first === second ? low : low + (high - low) * proportion;
  };
  return groups.map(({ group, count }) => ({
    group,
    count,
    median: valueAt(group, fractions.median, count),
    p80: valueAt(group, fractions.p80, count),
  }));
};

/**
 * A range as the monthly and daily counts that cover it: the months wholly inside it (a condition on
 * `month`) and the days before and after them (a condition on `day`). Summing both gives the range's
 * counts while reading about a fifth of the daily rows.
 */
export const monthsAndDays = ({ from, to }: InsightsQuery): { months: RawBuilder<boolean>; days: RawBuilder<boolean> } => {
  const dayAfter = dayjs(to).add(1, 'day');
  const firstMonth = dayjs(from).date() === 1 ? dayjs(from) : dayjs(from).add(1, 'month').startOf('month');
  const monthsEnd = dayAfter.startOf('month');
  const [wholeFrom, wholeTo] = (firstMonth.isBefore(monthsEnd) ? [firstMonth, monthsEnd] : [dayAfter, dayAfter]).map((day) =>
    day.format('YYYY-MM-DD'),
  );
  return {
    months: sql<boolean>`(month >= ${wholeFrom}::date AND month < ${wholeTo}::date)`,
    days: sql<boolean>`(day >= ${from}::date AND day < ${wholeFrom}::date OR day >= ${wholeTo}::date AND day <= ${to}::date)`,
  };
};
