import { sql } from 'kysely';
import { type ListShape, listMovesRelation } from './listChanges';
import type { PageStart } from './pageStart';
import type { Anchors } from './siteListCounts';

/** Above every site id (ids are int4): the start of a page counted from the first row. */
const aboveEveryId = sql.lit(2147483648);

/** How many remembered anchors on either side of the expected one the statement weighs. */
const candidatesAround = 2;

/**
 * The start of the newest-first page at `offset` from anchors remembered at `version` (a list the
 * counted id blocks do not hold: a person, a corporation or a flag beside the statuses, a search).
 * Each anchor knows how many matching sites had an id at or above it then; the page's own
 * statement adds the sites that entered the list above it since and takes away those that left
 * (the change log, listChanges.ts), then starts below the last anchor whose count is at most the
 * offset and skips the rest. So the page is OFFSET's in the statement's snapshot, as long as the log
 * covers `version` (the caller reads logCovers in the same statement and reads again without it
 * otherwise). Only a few anchors around the expected one are weighed: each count moves by at most
 * the sites that entered or left since, and the remembered counts are carried forward every time.
 */
export const anchorStart = (list: ListShape, version: number, anchors: Anchors, offset: number): PageStart => {
  const expected = anchors.atOrAbove.findLastIndex((count) => count <= offset);
  const from = Math.max(0, expected - candidatesAround);
  const to = Math.min(anchors.ids.length, expected + candidatesAround + 1);
  const row = sql<{ id: number; skip: number }>`(
    SELECT a.id, ${offset}::bigint - a.at_or_above AS skip
    FROM (
      SELECT a.id, a.at_or_above + coalesce(sum(m.step), 0) AS at_or_above
      FROM unnest(${sql.val(anchors.ids.slice(from, to))}::int[], ${sql.val(anchors.atOrAbove.slice(from, to))}::int[]) AS a (id, at_or_above)
      LEFT JOIN (${listMovesRelation(list, version)}) m ON m.id >= a.id
      GROUP BY a.id, a.at_or_above
      UNION ALL SELECT ${aboveEveryId}, 0
    ) a
    WHERE a.at_or_above <= ${offset}::bigint
    ORDER BY a.at_or_above DESC, a.id
    LIMIT 1
  )`;
  return { row, direction: 'desc' };
};
