import { type Kysely, sql } from 'kysely';

/**
 * Revisions (QA issues) of a site. The two partial indexes serve the site list's badges:
 * revisions_needed counts unfixed rows, verification_needed counts fixed-but-unverified rows,
 * so each count reads only the rows it counts.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE site_revisions (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      issue text NOT NULL,
      severity text NOT NULL DEFAULT 'Low' CHECK (severity IN ('High','Medium','Low')),
      status text NOT NULL DEFAULT 'Client Request'
        CHECK (status IN ('Post-Live QA','Final QA','Pre-Staging QA','Client Request')),
      fixed boolean NOT NULL DEFAULT false,
      verified boolean NOT NULL DEFAULT false,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      fixed_by integer REFERENCES users(id) ON DELETE SET NULL,
      fixed_at timestamptz,
      verified_by integer REFERENCES users(id) ON DELETE SET NULL,
      verified_at timestamptz
    );
    CREATE INDEX site_revisions_site_idx ON site_revisions (site_id, created_at);
    CREATE INDEX site_revisions_unfixed_idx ON site_revisions (site_id) WHERE NOT fixed;
    CREATE INDEX site_revisions_unverified_idx ON site_revisions (site_id) WHERE fixed AND NOT verified;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE site_revisions`.execute(db);
};
