import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import { type InsightsWorkload, type WorkloadRole, workloadRoles } from '../../domain/api/insights.schema';
import { preLiveStatuses } from '../../domain/sitePhases';
import type { Database } from '../db/schema';
import { type InsightsScope, scopeCondition } from './insightsScope';

/** The trend's points: the end of each of the range's last 12 weeks. */
const trendWeeks = 12;

/** The site column that holds each role's person. */
const holderColumn: Record<WorkloadRole, string> = { designer: 'designer_id', care: 'care_id', florist: 'florist_id', am: 'am_id' };

const roleColumns = (alias: string) =>
  sql.join(
    workloadRoles.map((role) => sql`(${role}, ${sql.ref(`${alias}.${holderColumn[role]}`)})`),
    sql`, `,
  );

/**
 * Sites before go-live per designer, QA, floral specialist and AM: now (from the sites table) and
 * at the end of each of the range's last weeks (from the stays, counted against today's holders:
 * the history keeps statuses, not who held a site then; docs/decisions/0531).
 */
export const insightsWorkload = async (db: Kysely<Database>, scope: InsightsScope, now: Date): Promise<InsightsWorkload> => {
  // Each point is the start of the day after a week's last day (UTC), or now for a week not over.
  const weekEnds: string[] = [];
  for (
    let day = dayjs(scope.filters.to);
    weekEnds.length < trendWeeks && !day.isBefore(dayjs(scope.filters.from), 'day');
    day = day.subtract(7, 'day')
  )
    weekEnds.unshift(day.format('YYYY-MM-DD'));
  const instants = weekEnds.map((day) => {
    const instant = new Date(`${dayjs(day).add(1, 'day').format('YYYY-MM-DD')}T00:00:00Z`);
    return (instant > now ? now : instant).toISOString();
  });
  const open = sql.join([...preLiveStatuses]);
  const [current, trend] = await Promise.all([
    sql<{ role: WorkloadRole; userId: number; name: string; open: number }>`
      SELECT r.role, u.id AS "userId", u.name, count(*)::integer AS open
      FROM sites s CROSS JOIN LATERAL (VALUES ${roleColumns('s')}) r(role, person) JOIN users u ON u.id = r.person
      WHERE s.launcher_label IN (${open}) AND ${scopeCondition(scope, 's')}
      GROUP BY r.role, u.id, u.name`.execute(db),
    instants.length === 0
      ? Promise.resolve({ rows: [] })
      : sql<{ role: WorkloadRole; userId: number; point: number; sites: number }>`
      SELECT r.role, r.person AS "userId", pt.point::integer AS point, count(*)::integer AS sites
      FROM unnest(${instants}::timestamptz[]) WITH ORDINALITY pt(at, point)
      JOIN insights_spells sp ON sp.started_at <= pt.at AND (sp.ended_at IS NULL OR sp.ended_at > pt.at)
      CROSS JOIN LATERAL (VALUES ${roleColumns('sp')}) r(role, person)
      WHERE sp.status IN (${open}) AND r.person IS NOT NULL AND ${scopeCondition(scope, 'sp')}
        AND sp.started_at <= ${instants.at(-1)}::timestamptz AND (sp.ended_at IS NULL OR sp.ended_at > ${instants[0]}::timestamptz)
      GROUP BY r.role, r.person, pt.point`.execute(db),
  ]);
  const names = new Map(current.rows.map((row) => [row.userId, row.name]));
  const missing = [...new Set(trend.rows.map((row) => row.userId).filter((id) => !names.has(id)))];
  if (missing.length > 0)
    for (const user of await db.selectFrom('users').select(['id', 'name']).where('id', 'in', missing).execute())
      names.set(user.id, user.name);
  const key = (role: WorkloadRole, userId: number) => `${role}:${userId}`;
  const people = new Map<string, InsightsWorkload['people'][number]>();
  const personOf = (role: WorkloadRole, userId: number) => {
    const found = people.get(key(role, userId));
    if (found) return found;
    const person = { role, userId, name: names.get(userId) ?? '', open: 0, trend: instants.map(() => 0) };
    people.set(key(role, userId), person);
    return person;
  };
  for (const row of current.rows) personOf(row.role, row.userId).open = row.open;
  for (const row of trend.rows) personOf(row.role, row.userId).trend[row.point - 1] = row.sites;
  return {
    weeks: weekEnds,
    people: [...people.values()].sort(
      (a, b) => workloadRoles.indexOf(a.role) - workloadRoles.indexOf(b.role) || b.open - a.open || a.name.localeCompare(b.name),
    ),
  };
};
