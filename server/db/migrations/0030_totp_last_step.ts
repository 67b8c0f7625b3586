import { type Kysely, sql } from 'kysely';

/**
 * The second factor (issue 29): the last TOTP time step a person's code was accepted for, so the
 * same code cannot be used twice within its window (RFC 6238 §5.2).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE users ADD COLUMN totp_last_step integer`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE users DROP COLUMN totp_last_step`.execute(db);
};
