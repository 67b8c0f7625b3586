import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { conditionsOnRow, type SiteCondition } from './siteConditions';

/**
 * What a list can tell from the change log of migration 0058 (decision 0610): which sites changed
 * their filter or order columns since the version an answer, a total or an anchor was read at,
 * whether each matched the list then and whether it matches now. Everything here is a piece of
 * SQL read in the caller's own statement, so it sees the log, the counters and `sites` in one
 * snapshot: exact on this instance and after a write through any other one.
 */

/** Columns of `sites` an order of the list reads besides the id (the status sorts by its place in the lifecycle). */
export type OrderColumn = 'name' | 'launcher_label' | 'scheduled_launch_date' | 'latest_activity_at';

/** A list as the log needs it: its conditions, and the columns its order reads. */
export interface ListShape {
  conditions: readonly SiteCondition[];
  orderColumns: readonly OrderColumn[];
}

/**
 * One row per site whose filter or order columns changed after `version`: `then_match`, whether it
 * matched the list at `version` (the log keeps its values from before the first such change since,
 * or says it did not exist), `now_match`, whether its row in `sites` matches now, and `moved`,
 * whether it matched both times with other values in the list's order. A site changed after
 * `version` and back again is listed with equal sides.
 */
const changedSitesSince = (list: ListShape, version: number) => {
  const matches = conditionsOnRow(list.conditions);
  const keys = list.orderColumns;
  const thenKeys = keys.map((key) => sql`s.${sql.ref(key)} AS ${sql.ref(`k_${key}`)}`);
  const nowKeys = keys.map((key) => sql`s.${sql.ref(key)} AS ${sql.ref(`k_${key}`)}`);
  const keysDiffer =
    keys.length === 0
      ? sql`false`
      : sql.join(
          keys.map((key) => sql`f.${sql.ref(`k_${key}`)} IS DISTINCT FROM n.${sql.ref(`k_${key}`)}`),
          sql` OR `,
        );
  return sql`
    SELECT f.id, f.then_match, coalesce(n.now_match, false) AS now_match,
      coalesce(f.then_match AND n.now_match AND (${keysDiffer}), false) AS moved
    FROM (
      SELECT DISTINCT ON (s.id) s.id, s.existed AND coalesce(${matches}, false) AS then_match${sql.join([sql``, ...thenKeys])}
      FROM site_list_commits m JOIN site_list_changes s ON s.xact = m.xact
      WHERE m.version > ${version}
      ORDER BY s.id, m.version
    ) f
    LEFT JOIN LATERAL (
      SELECT coalesce(${matches}, false) AS now_match${sql.join([sql``, ...nowKeys])} FROM sites s WHERE s.id = f.id
    ) n ON true`;
};

/**
 * Whether the log still holds every change after `version` and no transaction since was too large
 * to log (`shape` is the shape counter read with `version`). Without it nothing can be said from
 * the log and the list must be read again.
 */
export const logCovers = (version: number, shape: number): RawBuilder<boolean> =>
  sql<boolean>`(SELECT version >= ${version} AND changes_from <= ${version} AND shape_version = ${shape} FROM site_list_version)`;

/**
 * Whether the list's answer read at `version` still holds as to which sites it shows and in what
 * order: no site entered or left it and none of its sites moved in its order. (Changes to what the
 * shown rows hold are site_row_versions'.) Only true where logCovers is.
 */
export const listUnchangedSince = (list: ListShape, version: number): RawBuilder<boolean> =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM (${changedSitesSince(list, version)}) c WHERE c.then_match <> c.now_match OR c.moved)`;

/** A site that entered the list (+1) or left it (-1) since a version. */
export type ListMove = [id: number, step: 1 | -1];

/** The sites that entered or left the list since `version`, as rows (id, step); only true where logCovers is. */
export const listMovesRelation = (list: ListShape, version: number): RawBuilder<{ id: number; step: 1 | -1 }> =>
  sql`SELECT c.id, CASE WHEN c.now_match THEN 1 ELSE -1 END AS step FROM (${changedSitesSince(list, version)}) c WHERE c.then_match <> c.now_match`;

/** The same as a JSON array of ListMove, to correct a remembered total and anchors by. */
export const listMovesSince = (list: ListShape, version: number): RawBuilder<ListMove[]> =>
  sql<ListMove[]>`(SELECT coalesce(json_agg(json_build_array(m.id, m.step)), '[]'::json) FROM (${listMovesRelation(list, version)}) m)`;

/**
 * The log's entries older than `keepMinutes`, removed in the same statement that raises the version
 * from which the log is whole past them: a reader sees either the old bound and every entry, or the
 * new bound, and an answer read before it is read again. One statement, so it also runs inside a
 * caller's transaction. The site-list-changes-prune job runs it every minute.
 */
export const pruneListChanges = async (db: Kysely<Database>, keepMinutes: number): Promise<void> => {
  await sql`
    WITH through AS (
      SELECT max(version) AS version FROM site_list_commits WHERE committed_at <= clock_timestamp() - make_interval(mins => ${keepMinutes})
    ),
    raised AS (
      UPDATE site_list_version SET changes_from = greatest(changes_from, (SELECT version FROM through))
      WHERE (SELECT version FROM through) IS NOT NULL
    ),
    gone AS (
      DELETE FROM site_list_commits WHERE version <= (SELECT version FROM through) RETURNING xact
    )
    DELETE FROM site_list_changes c USING gone WHERE c.xact = gone.xact
  `.execute(db);
};
