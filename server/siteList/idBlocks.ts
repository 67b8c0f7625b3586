import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { countedKey } from './facetCounts';
import type { SiteCondition } from './siteConditions';

/** The ids a block of the maintained counts spans (migration 0055): block b holds ids b x 1,024 to b x 1,024 + 1,023. */
const idBlockSize = 1024;

/**
 * Where a page of a list ordered by id alone starts, found in the page's own statement: `where`
 * keeps the ids from the block the page starts in onwards, `skip` is how many matching rows of
 * that block come before the page. Both are scalar subqueries over the counts of migration 0055,
 * so they read the same snapshot as the rows: the page is exactly OFFSET's, after any write.
 */
export interface BlockStart {
  where: RawBuilder<SqlBool>;
  skip: RawBuilder<number>;
}

/**
 * The block start of the page at `offset`, when the counts hold the list's matches per block (its
 * conditions are statuses only: every pipeline screen's own scope); undefined otherwise. The
 * blocks are summed in the list's order and the first whose running sum passes the offset is the
 * page's: at most every block's rows of the allowed statuses, and at most 1,023 rows skipped.
 */
export const idBlockStart = (
  db: Kysely<Database>,
  conditions: readonly SiteCondition[],
  direction: 'asc' | 'desc',
  offset: number,
): BlockStart | undefined => {
  const key = countedKey(conditions);
  if (key === undefined || key.facet !== '' || key.statuses.length === 0) return undefined;
  const order = sql.raw(direction);
  const blocks = db
    .selectFrom('site_facet_counts')
    .select(['value', sql<number>`sum(n)`.as('n'), sql<number>`sum(sum(n)) over (order by value ${order})`.as('upto')])
    .where('facet', '=', 'id_block')
    .where('launcher_label', 'in', key.statuses)
    .groupBy('value');
  const located = db.selectFrom(blocks.as('b')).where('b.upto', '>', offset).orderBy('b.value', direction).limit(1);
  const first = located.select(
    sql<number>`value::int * ${sql.lit(idBlockSize)} + ${sql.lit(direction === 'desc' ? idBlockSize : 0)}`.as('id'),
  );
  const before = located.select(sql<number>`${offset} - (upto - n)`.as('skip'));
  return {
    where: direction === 'desc' ? sql<SqlBool>`s.id < (${first})` : sql<SqlBool>`s.id >= (${first})`,
    skip: sql<number>`(${before})`,
  };
};
