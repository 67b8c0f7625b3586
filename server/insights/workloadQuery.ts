import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import { type InsightsWorkload, type WorkloadRole, workloadRoles } from '../../domain/api/insights.schema';
import { preLiveStatuses } from '../../domain/sitePhases';
import type { Database } from '../db/schema';
import { type InsightsScope, scopeCondition, spellsOf } from './insightsScope';

/** The trend's points: the end of each of the range's last 12 weeks. */
const trendWeeks = 12;

/** The site column that holds each role's person. */
const holderColumn: Record<WorkloadRole, string> = { designer: 'designer_id', care: 'care_id', florist: 'florist_id', am: 'am_id' };

const roleColumns = (alias: string) =>
  sql.join(
    workloadRoles.map((role) => sql`(${role}, ${sql.ref(`${alias}.${holderColumn[role]}`)})`),
    sql`, `,
  );

const open = sql.join([...preLiveStatuses]);

/** Whether the scope is one provider or one AE alone: no corporation, no slice, not both. */
const providerOrAeAlone = ({ filters: { corporation, provider, ae }, holder }: InsightsScope) =>
  holder === null && corporation === undefined && (provider === undefined) !== (ae === undefined);

/**
 * Sites before go-live per person now. From the counts kept for every site or one corporation
 * crossed with every site or one viewer's slice, or for one provider or one AE alone
 * (insights_open_counts, migrations 0063 and 0069); otherwise by counting the matching sites.
 */
const currentOpen = async (db: Kysely<Database>, scope: InsightsScope) => {
  const { corporation, provider, ae } = scope.filters;
  if ((provider === undefined && ae === undefined) || providerOrAeAlone(scope))
    return sql<{ role: WorkloadRole; userId: number; name: string; open: number }>`
      SELECT c.role, u.id AS "userId", u.name, sum(c.n)::integer AS open
      FROM insights_open_counts c JOIN users u ON u.id = c.person
      WHERE c.corporation_id = ${corporation ?? 0} AND c.provider_id = ${provider ?? 0} AND c.ae_id = ${ae ?? 0}
        AND c.holder = ${scope.holder ?? 0}
      GROUP BY c.role, u.id, u.name HAVING sum(c.n) > 0`.execute(db);
  return sql<{ role: WorkloadRole; userId: number; name: string; open: number }>`
    SELECT r.role, u.id AS "userId", u.name, count(*)::integer AS open
    FROM sites s CROSS JOIN LATERAL (VALUES ${roleColumns('s')}) r(role, person) JOIN users u ON u.id = r.person
    WHERE s.launcher_label IN (${open}) AND ${scopeCondition(scope, 's')}
    GROUP BY r.role, u.id, u.name`.execute(db);
};

/** The pre-counted days that hold the scope's trend, as a table and the condition on its key, if any do. */
const keptDays = (scope: InsightsScope) => {
  const { corporation, provider, ae } = scope.filters;
  if (providerOrAeAlone(scope))
    return {
      table: sql`insights_workload_facet_days`,
      key: (alias: string) => sql`${sql.ref(`${alias}.provider_id`)} = ${provider ?? 0} AND ${sql.ref(`${alias}.ae_id`)} = ${ae ?? 0}`,
    };
  if (provider !== undefined || ae !== undefined) return undefined;
  if (scope.holder === null)
    return { table: sql`insights_workload_days`, key: (alias: string) => sql`${sql.ref(`${alias}.corporation_id`)} = ${corporation ?? 0}` };
  if (corporation === undefined)
    return { table: sql`insights_workload_holder_days`, key: (alias: string) => sql`${sql.ref(`${alias}.holder`)} = ${scope.holder}` };
  return undefined;
};

/**
 * Sites before go-live per person at each instant. For every site or one corporation: each
 * person's count at the instant's UTC midnight from insights_workload_days (its latest day up to
 * that midnight); for a viewer's own slice, the same from insights_workload_holder_days, and for
 * one provider or one AE alone from insights_workload_facet_days. An instant
 * inside a day (only the last point, now) takes the count at the next midnight, less the stays that
 * started and plus those that ended after the instant and by that midnight: the views hold nothing
 * later than their refresh, so these are none unless a change is stamped ahead of the clock, and the
 * point costs no more than a midnight (counting the day's moves since the midnight before read every
 * stay that changed today). With a provider or an AE beside another filter, or a slice within a
 * corporation: every stay open at an instant, counted (a slice's only among its own sites, spellsOf).
 */
const trendOpen = async (db: Kysely<Database>, scope: InsightsScope, instants: string[]) => {
  type Row = { role: WorkloadRole; userId: number; point: number; sites: number };
  if (instants.length === 0) return { rows: [] as Row[] };
  const days = keptDays(scope);
  if (days !== undefined) {
    const withinDay = (instant: string) => !instant.endsWith('T00:00:00.000Z');
    // The midnight each point reads its count at: its own, or the next one for an instant inside a day.
    const midnights = instants.map((instant) =>
      withinDay(instant) ? dayjs(instant.slice(0, 10)).add(1, 'day').format('YYYY-MM-DD') : instant.slice(0, 10),
    );
    // Instants inside a day (now, for every point of a week not over), with the points they are.
    const pointsWithinDay = new Map<string, number[]>();
    instants.forEach((instant, index) => {
      if (withinDay(instant)) pointsWithinDay.set(instant, [...(pointsWithinDay.get(instant) ?? []), index + 1]);
    });
    // Constant bounds, one part per instant: joined to the points, the planner would expect a third
    // of all stays and spend longer compiling the query (JIT) than running it.
    const moved = [...pointsWithinDay].flatMap(([instant, points]) =>
      (['started_at', 'ended_at'] as const).map(
        (column) => sql`
          SELECT r.role, r.person, pt.point, ${column === 'started_at' ? -1 : 1} AS sites
          FROM insights_spells sp CROSS JOIN LATERAL (VALUES ${roleColumns('sp')}) r(role, person)
          CROSS JOIN unnest(${points}::integer[]) pt(point)
          WHERE ${sql.ref(`sp.${column}`)} > ${instant}::timestamptz
            AND ${sql.ref(`sp.${column}`)} <= ${`${dayjs(instant.slice(0, 10)).add(1, 'day').format('YYYY-MM-DD')}T00:00:00Z`}::timestamptz
            AND sp.status IN (${open}) AND r.person IS NOT NULL AND ${scopeCondition(scope, 'sp')}`,
      ),
    );
    return sql<Row>`
      WITH RECURSIVE people(role, person) AS (
        (SELECT role, person FROM ${days.table} w WHERE ${days.key('w')} ORDER BY role, person LIMIT 1)
        UNION ALL
        SELECT next.role, next.person FROM people p CROSS JOIN LATERAL (
          SELECT w.role, w.person FROM ${days.table} w
          WHERE ${days.key('w')} AND (w.role, w.person) > (p.role, p.person) ORDER BY w.role, w.person LIMIT 1
        ) next
      ),
      counts AS (
        SELECT p.role, p.person, pt.point, w.open AS sites
        FROM unnest(${midnights}::date[]) WITH ORDINALITY pt(midnight, point) CROSS JOIN people p
        CROSS JOIN LATERAL (
          SELECT open FROM ${days.table} w
          WHERE ${days.key('w')} AND w.role = p.role AND w.person = p.person AND w.day <= pt.midnight
          ORDER BY w.day DESC LIMIT 1
        ) w
        ${sql.join(
          moved.map((part) => sql`UNION ALL ${part}`),
          sql` `,
        )}
      )
      SELECT role, person AS "userId", point::integer AS point, sum(sites)::integer AS sites FROM counts
      GROUP BY role, person, point HAVING sum(sites) > 0`.execute(db);
  }
  // Each stay once: the points it is open at are a run, from the first at or after its start to the
  // last before its end (width_bucket over the sorted points counts those before an instant), so
  // stays are counted per person and run and the runs spread over the points here. Joining the
  // points to the stays read each stay once per point.
  const { spells, inScope } = spellsOf(scope);
  const before = (column: 'started_at' | 'ended_at') =>
    sql`width_bucket(${sql.ref(`sp.${column}`)} - interval '1 microsecond', ${instants}::timestamptz[])`;
  const { rows: runs } = await sql<{ role: WorkloadRole; userId: number; first: number; last: number; sites: number }>`
    SELECT r.role, r.person AS "userId", ${before('started_at')} + 1 AS first,
           CASE WHEN sp.ended_at IS NULL THEN ${instants.length}::integer ELSE ${before('ended_at')} END AS last, count(*)::integer AS sites
    FROM ${spells} CROSS JOIN LATERAL (VALUES ${roleColumns('sp')}) r(role, person)
    WHERE sp.status IN (${open}) AND r.person IS NOT NULL AND ${inScope}
      AND sp.started_at <= ${instants.at(-1)}::timestamptz AND (sp.ended_at IS NULL OR sp.ended_at > ${instants[0]}::timestamptz)
    GROUP BY 1, 2, 3, 4`.execute(db);
  const counted = new Map<string, Row>();
  for (const { role, userId, first, last, sites } of runs)
    for (let point = first; point <= last; point += 1) {
      const key = `${role} ${userId} ${point}`;
      const row = counted.get(key) ?? { role, userId, point, sites: 0 };
      row.sites += sites;
      counted.set(key, row);
    }
  return { rows: [...counted.values()] };
};

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
  const [current, trend] = await Promise.all([currentOpen(db, scope), trendOpen(db, scope, instants)]);
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
