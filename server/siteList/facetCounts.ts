import { type Kysely, type RawBuilder, sql } from 'kysely';
import { siteStatuses, type SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import type { SiteCondition } from './siteConditions';

/**
 * The list's total from the counts migration 0048 keeps (decision 0561), so its cost does not
 * grow with the matching sites: the sum of at most 16 statuses' rows of one key.
 */

/** A condition's value as the counts' `value` column holds it: PostgreSQL's text of it, 'none' for null. */
const valueText = (value: number | boolean | null): string => (value === null ? 'none' : String(value));

/** The statuses a list's conditions allow, and the one column value they ask for ('' and '' when none). */
interface CountedKey {
  statuses: readonly SiteStatus[];
  facet: string;
  value: string;
}

/**
 * The key of the maintained counts that holds the conditions' matches, when the conditions are
 * statuses and at most one column's value (the pipeline screens and one filter on them);
 * undefined when only counting the rows gives it (a text search, a launch window, two columns).
 */
export const countedKey = (conditions: readonly SiteCondition[]): CountedKey | undefined => {
  let statuses: readonly SiteStatus[] = siteStatuses;
  const columns = new Map<string, { facet: string; value: string }>();
  for (const condition of conditions) {
    if (condition.kind === 'other') return undefined;
    if (condition.kind === 'status') {
      const listed = condition.statuses;
      statuses = statuses.filter((status) => listed.includes(status) === (condition.op === 'in'));
    } else {
      const key = { facet: condition.column, value: valueText(condition.value) };
      columns.set(`${key.facet}=${key.value}`, key);
    }
  }
  if (columns.size > 1) return undefined;
  const { facet, value } = columns.values().next().value ?? { facet: '', value: '' };
  return { statuses, facet, value };
};

/** The total as a scalar subquery over the counts where they hold it (countedKey), else undefined. */
export const countedTotal = (db: Kysely<Database>, conditions: readonly SiteCondition[]): RawBuilder<number> | undefined => {
  const key = countedKey(conditions);
  if (key === undefined) return undefined;
  if (key.statuses.length === 0) return sql<number>`0`;
  const total = db
    .selectFrom('site_facet_counts')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('facet', '=', key.facet)
    .where('value', '=', key.value)
    .where('launcher_label', 'in', key.statuses);
  return sql<number>`(${total})`;
};
