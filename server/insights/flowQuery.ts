import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { InsightsFlow } from '../../domain/api/insights.schema';
import type { Database } from '../db/schema';
import { type InsightsScope, scopeCondition } from './insightsScope';

interface Move {
  day: string;
  status: string;
  delta: number;
}

/**
 * The moves to count from. For every site or one corporation (insights_flow_days), or for a
 * viewer's own slice without other filters (insights_flow_holder_days): the day-by-day moves in the
 * range, and all before it added up per status (dated the day before the range, so they only set
 * the start). With a provider or AE: the month's pre-counted start (insights_flow_months) and the
 * day-by-day moves since. For a slice with filters, every move of their sites' stays.
 */
const loadMoves = async (db: Kysely<Database>, scope: InsightsScope): Promise<Move[]> => {
  const { from, to, corporation, provider, ae } = scope.filters;
  const daily =
    provider !== undefined || ae !== undefined
      ? undefined
      : scope.holder === null
        ? sql`insights_flow_days WHERE corporation_id = ${corporation ?? 0}`
        : corporation === undefined
          ? sql`insights_flow_holder_days WHERE holder = ${scope.holder}`
          : undefined;
  if (daily !== undefined) {
    const dayBefore = dayjs(from).subtract(1, 'day').format('YYYY-MM-DD');
    const { rows } = await sql<Move>`
      SELECT day::text AS day, status, delta FROM ${daily} AND day >= ${from}::date AND day <= ${to}::date
      UNION ALL
      SELECT ${dayBefore}, status, sum(delta)::integer FROM ${daily} AND day < ${from}::date
      GROUP BY status`.execute(db);
    return rows;
  }
  if (scope.holder !== null) {
    const { rows } = await sql<Move>`
      SELECT day::text AS day, status, sum(delta)::integer AS delta FROM (
        SELECT (started_at AT TIME ZONE 'UTC')::date AS day, status, 1 AS delta FROM insights_spells sp WHERE ${scopeCondition(scope, 'sp')}
        UNION ALL
        SELECT (ended_at AT TIME ZONE 'UTC')::date, status, -1 FROM insights_spells sp WHERE ended_at IS NOT NULL AND ${scopeCondition(scope, 'sp')}
      ) moves
      WHERE day <= ${to}::date
      GROUP BY day, status`.execute(db);
    return rows;
  }
  const monthStart = dayjs(from).startOf('month').format('YYYY-MM-DD');
  const { rows } = await sql<Move>`
    SELECT ${monthStart} AS day, status, sum(sites)::integer AS delta FROM insights_flow_months m
    WHERE month = ${monthStart}::date AND ${scopeCondition(scope, 'm', false)}
    GROUP BY status
    UNION ALL
    SELECT day::text, status, sum(delta)::integer FROM insights_flow_moves f
    WHERE day >= ${monthStart}::date AND day <= ${to}::date AND ${scopeCondition(scope, 'f', false)}
    GROUP BY day, status`.execute(db);
  return rows;
};

/** Sites in each status at the end of each day of the range: the moves added up day by day. */
export const insightsFlow = async (db: Kysely<Database>, scope: InsightsScope): Promise<InsightsFlow> => {
  const moves = await loadMoves(db, scope);
  const { from, to } = scope.filters;
  const running = new Map<string, number>();
  const byDay = new Map<string, Move[]>();
  for (const move of moves) {
    if (move.day < from) running.set(move.status, (running.get(move.status) ?? 0) + move.delta);
    else byDay.set(move.day, [...(byDay.get(move.day) ?? []), move]);
  }
  const days: InsightsFlow['days'] = [];
  for (let day = dayjs(from); !day.isAfter(dayjs(to), 'day'); day = day.add(1, 'day')) {
    const key = day.format('YYYY-MM-DD');
    for (const move of byDay.get(key) ?? []) running.set(move.status, (running.get(move.status) ?? 0) + move.delta);
    days.push({ day: key, counts: Object.fromEntries([...running].filter(([, count]) => count !== 0)) });
  }
  return { days };
};
