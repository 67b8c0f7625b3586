import { type Kysely, sql } from 'kysely';
import { siteStatuses, type SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { countedKey } from './facetCounts';
import type { PageStart } from './pageStart';
import type { SiteCondition } from './siteConditions';

/** The ids a block of the maintained counts spans (migration 0055): block b holds ids b x 1,024 to b x 1,024 + 1,023. */
const idBlockSize = 1024;

/**
 * Offsets from which a page starts in its block. The sums read every block's rows of the list's
 * statuses (about 16,000 at 1,000,000 sites), which pays off only where OFFSET would walk further.
 */
export const blocksFrom = 5000;

/**
 * The start of the page at `offset` of a list ordered by id alone, when the counts of migration 0055
 * hold the list's matches per block (its conditions are statuses only: every pipeline screen's own
 * scope); undefined otherwise. The blocks are summed once, in the list's order, and the first whose
 * running sum passes the offset is the page's: it reads each block's rows of the allowed statuses
 * (or of every status together less the others, whichever are fewer) and skips at most 1,023
 * rows. Read in the page's own statement, so the page is exactly OFFSET's after any write
 * (decision 0575).
 */
export const idBlockStart = (
  db: Kysely<Database>,
  conditions: readonly SiteCondition[],
  direction: 'asc' | 'desc',
  offset: number,
): PageStart | undefined => {
  const key = countedKey(conditions);
  if (key === undefined || key.facet !== '' || key.statuses.length === 0) return undefined;
  const order = sql.raw(direction);
  // A list of most statuses counts every status less those it leaves out (All Sites: every one but
  // Test), so each block is read in at most half the statuses' rows (migration 0070).
  const leftOut = siteStatuses.filter((status) => !key.statuses.includes(status));
  const statusRows = (statuses: readonly SiteStatus[], sign: 1 | -1) =>
    db
      .selectFrom('site_facet_counts')
      .select(['value', sql<number>`${sql.lit(sign)} * n`.as('n')])
      .where('facet', '=', 'id_block')
      .where('launcher_label', 'in', statuses);
  const rows =
    leftOut.length + 1 < key.statuses.length
      ? db
          .selectFrom('site_facet_counts')
          .select(['value', sql<number>`n`.as('n')])
          .where('facet', '=', 'id_block_all')
          .where('launcher_label', '=', '')
          .$if(leftOut.length > 0, (every) => every.unionAll(statusRows(leftOut, -1)))
      : statusRows(key.statuses, 1);
  const blocks = db
    .selectFrom(rows.as('r'))
    .select(['value', sql<number>`sum(n)`.as('n'), sql<number>`sum(sum(n)) over (order by value ${order})`.as('upto')])
    .groupBy('value');
  const row = db
    .selectFrom(blocks.as('b'))
    .select([
      sql<number>`value::int * ${sql.lit(idBlockSize)} + ${sql.lit(direction === 'desc' ? idBlockSize : 0)}`.as('id'),
      sql<number>`${offset} - (upto - n)`.as('skip'),
    ])
    .where('b.upto', '>', offset)
    .orderBy('b.value', direction)
    .limit(1);
  return { row: sql`${row}`, direction };
};
