import { type Kysely, sql } from 'kysely';

/**
 * Saved views of the site lists (issue 19, docs/decisions/0350): a name, the list screen it
 * belongs to and that list's URL search parameters as they were (filters, sort, tab), kept as
 * JSON so whatever keys the list gains later are saved without a migration. `shared_role` is the
 * role it is shared with, or null for the owner alone. A name is unique per owner and screen.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE saved_views (
      id serial PRIMARY KEY,
      owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      screen text NOT NULL,
      name text NOT NULL,
      search jsonb NOT NULL,
      shared_role text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX saved_views_owner_screen_name_idx ON saved_views (owner_id, screen, lower(name));
    CREATE INDEX saved_views_shared_role_idx ON saved_views (shared_role, screen) WHERE shared_role IS NOT NULL;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE saved_views`.execute(db);
};
