import { type Kysely, sql } from 'kysely';

/** A one-time sign-in code remembers where to send its user (decisions.md §9: /preauth returns it as `redirect`). */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE sign_in_codes ADD COLUMN redirect text`.execute(db);
};
