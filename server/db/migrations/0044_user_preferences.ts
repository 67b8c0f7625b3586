import { type Kysely, sql } from 'kysely';

/**
 * Each person's screen preferences, kept on the server so they follow the person to every device
 * (issue 33, decision 0541): how dense the lists are and the colour scheme ('system' follows the
 * device's light or dark setting).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE users
      ADD COLUMN density text NOT NULL DEFAULT 'comfortable' CHECK (density IN ('comfortable', 'compact')),
      ADD COLUMN color_scheme text NOT NULL DEFAULT 'system' CHECK (color_scheme IN ('light', 'dark', 'system'))
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE users DROP COLUMN density, DROP COLUMN color_scheme`.execute(db);
};
