import dayjs from 'dayjs';
import { type RawBuilder, sql } from 'kysely';
import type { InsightsQuery } from '../../domain/api/insights.schema';
import { can } from '../../domain/permissions';
import type { SessionUser } from '../appDeps';

/**
 * Which sites a chart counts: the query's filters and, for roles that see only their own slice
 * (docs/decisions/0532), the sites the viewer holds in any role.
 */
export interface InsightsScope {
  filters: InsightsQuery;
  /** The viewer's id when they see only their own sites; null for every site. */
  holder: number | null;
}

export const insightsScope = (user: SessionUser, filters: InsightsQuery): InsightsScope => ({
  filters,
  holder: can(user.role, 'seeAllInsights') ? null : user.id,
});

/**
 * The scope as SQL conditions on a row with the site's filter columns (`alias.corporation_id`, ...).
 * `withPeople` is false for the flow aggregates, which keep no people: callers send a slice elsewhere.
 */
export const scopeCondition = (scope: InsightsScope, alias: string, withPeople = true): RawBuilder<boolean> => {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  const { corporation, provider, ae } = scope.filters;
  if (corporation !== undefined) conditions.push(sql`${column('corporation_id')} = ${corporation}`);
  if (provider !== undefined) conditions.push(sql`${column('provider_id')} = ${provider}`);
  if (ae !== undefined) conditions.push(sql`${column('ae_id')} = ${ae}`);
  if (withPeople && scope.holder !== null) {
    const holder = scope.holder;
    conditions.push(
      sql`${holder} IN (${column('designer_id')}, ${column('florist_id')}, ${column('am_id')}, ${column('ae_id')}, ${column('sdr_id')}, ${column('care_id')})`,
    );
  }
  return sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
};

/**
 * The stays a chart counts, as a FROM item `sp` and the condition on it: every stay, or, for a
 * viewer's slice with another filter (which no pre-counted view holds), only the stays of the sites
 * they hold (insights_holder_sites, within the corporation when one is asked), found by site
 * (insights_spells_site, which carries the stay's status and times), so the work grows with their
 * sites rather than with every site.
 */
export const spellsOf = (scope: InsightsScope): { spells: RawBuilder<unknown>; inScope: RawBuilder<boolean> } => {
  const { corporation, ...rest } = scope.filters;
  if (scope.holder === null) return { spells: sql`insights_spells sp`, inScope: scopeCondition(scope, 'sp') };
  return {
    spells: sql`insights_holder_sites hs JOIN insights_spells sp ON sp.site_id = hs.site_id`,
    inScope: sql<boolean>`hs.holder = ${scope.holder}${corporation === undefined ? sql`` : sql` AND hs.corporation_id = ${corporation}`}
      AND ${scopeCondition({ filters: rest, holder: null }, 'sp')}`,
  };
};

/**
 * The sites' cycles (intake to first go-live) a chart counts, as a FROM item `c` and the condition
 * on it: a viewer's slice reads their own (insights_cycle_holders, newest first), everyone else every
 * site's (insights_cycles).
 */
export const cyclesOf = (scope: InsightsScope): { cycles: RawBuilder<unknown>; inScope: RawBuilder<boolean> } =>
  scope.holder === null
    ? { cycles: sql`insights_cycles c`, inScope: scopeCondition(scope, 'c') }
    : { cycles: sql`insights_cycle_holders c`, inScope: sql<boolean>`c.holder = ${scope.holder} AND ${scopeCondition(scope, 'c', false)}` };

/** The range as instants: from the start of `from` to the start of the day after `to` (UTC). */
export const rangeInstants = ({ from, to }: InsightsQuery): { start: string; end: string } => ({
  start: `${from}T00:00:00Z`,
  end: `${dayjs(to).add(1, 'day').format('YYYY-MM-DD')}T00:00:00Z`,
});

/** Days from a number of seconds, to one decimal. */
export const daysOf = (seconds: number): number => Math.round((seconds / 86_400) * 10) / 10;
