import { type Kysely, sql } from 'kysely';

/**
 * The list's search (ILIKE '%text%' over name, apex and city) plans from these columns'
 * statistics. With the default sample PostgreSQL tests a pattern against 100 histogram entries
 * and, for a fragment that 1 site in 125 matches, usually finds none: it expects a few dozen
 * rows, gathers every match through the trigram indexes and sorts them (11-23 ms at 200,000
 * sites). With 300 entries it sees how common the fragment is and walks the newest sites instead
 * until a page is full (5 ms); a rare word still goes through the trigram indexes. Planning tests
 * the pattern against every entry: 0.4 ms at 100 entries, 0.8 ms at 300, 2-3 ms at 1,000, so not
 * more. Decision 0402.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE sites
      ALTER COLUMN name SET STATISTICS 300,
      ALTER COLUMN apex SET STATISTICS 300,
      ALTER COLUMN city SET STATISTICS 300;
    ANALYZE sites;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE sites
      ALTER COLUMN name SET STATISTICS -1,
      ALTER COLUMN apex SET STATISTICS -1,
      ALTER COLUMN city SET STATISTICS -1;
  `.execute(db);
};
