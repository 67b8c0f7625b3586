import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** The tables of additive deltas that triggers append to, with the columns that make a key. */
const deltaTables = {
  site_facet_counts: ['facet', 'value', 'launcher_label'],
  insights_open_counts: ['corporation_id', 'provider_id', 'ae_id', 'holder', 'role', 'person'],
} as const satisfies Partial<Record<keyof Database, readonly string[]>>;

/**
 * Folds each key's delta rows into one, so a count sums few rows (decisions 0561, 0631). Writers
 * only ever insert, and the statement deletes exactly the rows it sums: a delta committed meanwhile
 * is not in its snapshot and stays, and of two folds at once the second skips the rows the first deleted.
 */
export const foldDeltas = async (db: Kysely<Database>, table: keyof typeof deltaTables): Promise<void> => {
  const key = sql.join(deltaTables[table].map((column) => sql.ref(column)));
  await sql`
    WITH folded AS (
      DELETE FROM ${sql.table(table)}
      WHERE (${key}) IN (SELECT ${key} FROM ${sql.table(table)} GROUP BY ${key} HAVING count(*) > 1)
      RETURNING ${key}, n
    )
    INSERT INTO ${sql.table(table)} (${key}, n)
      SELECT ${key}, sum(n) FROM folded GROUP BY ${key} HAVING sum(n) <> 0
  `.execute(db);
};
