import { type Kysely, sql } from 'kysely';

/**
 * Page SEO presets, subscriber import and site backups (issue 15):
 *
 * - `sites.page_metadata_preset_id` (1 to 7) is the preset last generated for the site; the
 *   foundation already has the column, so it is added only where it is absent. The per-city count
 *   of presets in use reads the partial index instead of every site.
 * - `subscribers`: a site's obituary-notification subscribers. The address is kept lower-cased,
 *   so the unique (site, email) pair is what makes importing the same file twice add nothing.
 * - `site_backups`: each backup of the site's builder project the app asked for, with the
 *   builder's name for it once made, its status and its dates.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE sites ADD COLUMN IF NOT EXISTS page_metadata_preset_id integer;
    ALTER TABLE sites ADD CONSTRAINT sites_page_metadata_preset_range CHECK (page_metadata_preset_id BETWEEN 1 AND 7);
    CREATE INDEX sites_city_preset_idx ON sites (lower(state), lower(city), page_metadata_preset_id)
      WHERE page_metadata_preset_id IS NOT NULL;

    CREATE TABLE subscribers (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      email text NOT NULL CHECK (email = lower(email)),
      name text,
      imported_by integer REFERENCES users(id) ON DELETE SET NULL,
      imported_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (site_id, email)
    );

    CREATE TABLE site_backups (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      -- the builder's name for the backup, set when the builder has made it
      backup_name text,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
      error text,
      requested_by integer REFERENCES users(id) ON DELETE SET NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );
    CREATE INDEX site_backups_site_idx ON site_backups (site_id, requested_at DESC, id DESC);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE site_backups;
    DROP TABLE subscribers;
    DROP INDEX sites_city_preset_idx;
    ALTER TABLE sites DROP CONSTRAINT sites_page_metadata_preset_range;
  `.execute(db);
};
