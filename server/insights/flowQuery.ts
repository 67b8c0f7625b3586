import dayjs from 'dayjs';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { InsightsFlow } from '../../domain/api/insights.schema';
import type { Database } from '../db/schema';
import { type InsightsScope, rangeInstants, scopeCondition, spellsOf } from './insightsScope';

interface Move {
  day: string;
  status: string;
  delta: number;
}

/** A day's moves, per status (JSON): a row per day rather than per day and status is most of the call's time saved (11,155 rows for two years). */
interface DayMoves {
  day: string;
  moves: Record<string, number>;
}

/**
 * The moves to count from. For every site or one corporation (insights_flow_days), or for a
 * viewer's own slice without other filters (insights_flow_holder_days): the day-by-day moves in the
 * range, and the count at its start (dated the day before the range, so it only sets the start):
 * the count at the start of the range's month (insights_flow_month_starts, _holder_month_starts) plus
 * that month's days before the range. Past the months a start view holds, its last month and the
 * days since. With a provider or AE: the month's pre-counted start (insights_flow_months) and the
 * day-by-day moves since (theirs alone through insights_flow_moves_provider and _ae, migration
 * 0069). For a slice with filters, every move of their own sites' stays (spellsOf).
 */
const movesOf = (scope: InsightsScope): RawBuilder<Move> => {
  const { from, to, corporation, provider, ae } = scope.filters;
  const daily =
    provider !== undefined || ae !== undefined
      ? undefined
      : scope.holder === null
        ? { days: sql`insights_flow_days`, starts: sql`insights_flow_month_starts`, key: sql`corporation_id = ${corporation ?? 0}` }
        : corporation === undefined
          ? { days: sql`insights_flow_holder_days`, starts: sql`insights_flow_holder_month_starts`, key: sql`holder = ${scope.holder}` }
          : undefined;
  if (daily !== undefined) {
    const dayBefore = dayjs(from).subtract(1, 'day').format('YYYY-MM-DD');
    const { days, starts, key } = daily;
    return sql<Move>`
      WITH start AS (
        SELECT least(${dayjs(from).startOf('month').format('YYYY-MM-DD')}::date, (SELECT max(month) FROM ${starts} WHERE ${key})) AS month
      )
      SELECT day, status, delta FROM ${days} WHERE ${key} AND day >= ${from}::date AND day <= ${to}::date
      UNION ALL
      SELECT ${dayBefore}::date, status, sum(sites)::integer FROM (
        SELECT status, sites FROM ${starts} WHERE ${key} AND month = (SELECT month FROM start)
        UNION ALL
        SELECT status, delta FROM ${days} WHERE ${key} AND day >= (SELECT month FROM start) AND day < ${from}::date
      ) opening
      GROUP BY status`;
  }
  if (scope.holder !== null) {
    // Each stay read once for both its moves; those before the range added up as its start. A stay
    // over before the range adds one and takes one away there, so only stays the range meets are read.
    const { spells, inScope } = spellsOf(scope);
    const { start, end } = rangeInstants(scope.filters);
    return sql<Move>`
      SELECT day, status, sum(delta)::integer AS delta FROM (
        SELECT CASE WHEN m.at < ${start}::timestamptz THEN ${dayjs(from).subtract(1, 'day').format('YYYY-MM-DD')}::date
                    ELSE (m.at AT TIME ZONE 'UTC')::date END AS day, sp.status, m.delta
        FROM ${spells} CROSS JOIN LATERAL (VALUES (sp.started_at, 1), (sp.ended_at, -1)) m(at, delta)
        WHERE m.at < ${end}::timestamptz AND sp.started_at < ${end}::timestamptz
          AND (sp.ended_at IS NULL OR sp.ended_at >= ${start}::timestamptz) AND ${inScope}
      ) moves
      GROUP BY day, status`;
  }
  const monthStart = dayjs(from).startOf('month').format('YYYY-MM-DD');
  return sql<Move>`
    SELECT ${monthStart}::date AS day, status, sum(sites)::integer AS delta FROM insights_flow_months m
    WHERE month = ${monthStart}::date AND ${scopeCondition(scope, 'm', false)}
    GROUP BY status
    UNION ALL
    SELECT day, status, sum(delta)::integer FROM insights_flow_moves f
    WHERE day >= ${monthStart}::date AND day <= ${to}::date AND ${scopeCondition(scope, 'f', false)}
    GROUP BY day, status`;
};

/** Sites in each status at the end of each day of the range: the moves added up day by day. */
export const insightsFlow = async (db: Kysely<Database>, scope: InsightsScope): Promise<InsightsFlow> => {
  const { rows } = await sql<DayMoves>`
    SELECT day::text AS day, json_object_agg(status, delta) AS moves FROM (
      SELECT day, status, sum(delta)::integer AS delta FROM (${movesOf(scope)}) moves GROUP BY day, status
    ) summed
    GROUP BY day`.execute(db);
  const { from, to } = scope.filters;
  const running = new Map<string, number>();
  const add = (moves: Record<string, number>) => {
    for (const [status, delta] of Object.entries(moves)) running.set(status, (running.get(status) ?? 0) + delta);
  };
  const byDay = new Map<string, Record<string, number>>();
  for (const { day, moves } of rows) {
    if (day < from) add(moves);
    else byDay.set(day, moves);
  }
  const days: InsightsFlow['days'] = [];
  // Calendar days as UTC midnights, a day apart (dayjs per day was a tenth of the call's CPU over two years).
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    const key = new Date(time).toISOString().slice(0, 10);
    add(byDay.get(key) ?? {});
    days.push({ day: key, counts: Object.fromEntries([...running].filter(([, count]) => count !== 0)) });
  }
  return { days };
};
