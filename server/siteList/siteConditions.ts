import { type Expression, type ExpressionBuilder, expressionBuilder, type SqlBool } from 'kysely';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database, SitesTable } from '../db/schema';

type SiteScope = Database & { s: SitesTable };
export type SiteFilter = (eb: ExpressionBuilder<SiteScope, 's'>) => Expression<SqlBool>;

/** The columns of sites the maintained counts are kept for, with a status (migration 0048's list). */
type FacetColumn =
  | 'designer_id'
  | 'florist_id'
  | 'ae_id'
  | 'am_id'
  | 'sdr_id'
  | 'care_id'
  | 'corporation_id'
  | 'urgent_build'
  | 'hosted_obit_site'
  | 'coaching_sessions'
  | 'seo_outstanding'
  | 'scrape_requested';

/**
 * One condition of the list's WHERE clause, as data: the statement is built from it, and the
 * maintained counts (facetCounts.ts) tell from the same data whether they hold the total, so the
 * two can never read the filters differently.
 */
export type SiteCondition =
  | { kind: 'status'; op: 'in' | 'not in'; statuses: readonly SiteStatus[] }
  /** The column equals the value (null: is null). */
  | { kind: 'column'; column: FacetColumn; value: number | boolean | null }
  /** Anything else (a text search, a launch window): only counting the rows gives its total. */
  | { kind: 'other'; where: SiteFilter };

const conditionSql = (eb: ExpressionBuilder<SiteScope, 's'>, condition: SiteCondition): Expression<SqlBool> => {
  switch (condition.kind) {
    case 'status':
      return condition.statuses.length === 0 ? eb.lit(condition.op === 'not in') : eb('s.launcher_label', condition.op, condition.statuses);
    case 'column':
      if (condition.value === null) return eb(`s.${condition.column}`, 'is', null);
      // A literal flag lets the planner match a partial index on it.
      if (typeof condition.value === 'boolean') return eb(`s.${condition.column}`, '=', eb.lit(condition.value));
      return eb(`s.${condition.column}`, '=', condition.value);
    case 'other':
      return condition.where(eb);
  }
};

/** Every condition together (AND). */
export const conditionsFilter =
  (conditions: readonly SiteCondition[]): SiteFilter =>
  (eb) =>
    eb.and(conditions.map((condition) => conditionSql(eb, condition)));

/**
 * Every condition together as one expression on a row aliased `s`: of `sites`, or of the change
 * log, which keeps the columns the conditions read under the same names (migration 0058).
 */
export const conditionsOnRow = (conditions: readonly SiteCondition[]): Expression<SqlBool> =>
  conditionsFilter(conditions)(expressionBuilder<SiteScope, 's'>());
