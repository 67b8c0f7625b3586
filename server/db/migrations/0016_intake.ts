import { type Kysely, sql } from 'kysely';

/**
 * The intake wizard and builder projects (part 2 §§2.4-2.6, §3, §7; decisions.md §9).
 *
 * `site_intake`: what the wizard captured beyond the site row, one row per site; the DNS password
 * is sealed (server/secrets/secretBox.ts), never plain text. `site_locations`, `site_flower_shops`:
 * the wizard's lists. `site_integrations`: one row per integration switched on, its details as
 * JSON and its secret (Passare API key, ASD password) sealed. `site_uploads`: the design step's
 * images, the file kept under the uploads folder by `stored_name`.
 *
 * `builder_projects`: one row per 'create the builder project' job (its id is the launchId the
 * progress is published under). The partial unique index lets one run per site at a time: a
 * second create joins the running one, and two racing creates cannot both insert.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE site_intake (
      site_id integer PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
      purchase_notification_emails text NOT NULL,
      reply_to_name text NOT NULL,
      reply_to_address text NOT NULL,
      template_id text,
      template_name text,
      design_notes text NOT NULL DEFAULT '',
      additional_notes text NOT NULL DEFAULT '',
      obituary_notifications text NOT NULL DEFAULT 'Instant' CHECK (obituary_notifications IN ('Instant','Digest')),
      owns_domain boolean NOT NULL DEFAULT false,
      dns_provider text NOT NULL DEFAULT '',
      dns_username text NOT NULL DEFAULT '',
      dns_password_sealed text,
      dns_owner text NOT NULL DEFAULT '',
      dns_notes text NOT NULL DEFAULT '',
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE site_locations (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      local_id text NOT NULL,
      position integer NOT NULL,
      name text NOT NULL,
      address text NOT NULL,
      city text NOT NULL,
      state text NOT NULL,
      zip text NOT NULL,
      phone text NOT NULL DEFAULT '',
      email text NOT NULL DEFAULT '',
      is_cemetery boolean NOT NULL DEFAULT false,
      UNIQUE (site_id, local_id)
    );

    CREATE TABLE site_flower_shops (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      name text NOT NULL,
      address text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      state text NOT NULL DEFAULT '',
      zip text NOT NULL DEFAULT '',
      contact_name text NOT NULL DEFAULT '',
      email text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      notes text NOT NULL DEFAULT '',
      preference integer NOT NULL CHECK (preference BETWEEN 1 AND 9)
    );
    CREATE INDEX site_flower_shops_site_idx ON site_flower_shops (site_id, preference);

    CREATE TABLE site_integrations (
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      integration text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}',
      secret_sealed text,
      PRIMARY KEY (site_id, integration)
    );

    CREATE TABLE site_uploads (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      stored_name text NOT NULL UNIQUE,
      content_type text NOT NULL,
      size_bytes integer NOT NULL,
      label text NOT NULL DEFAULT '',
      alt text NOT NULL DEFAULT '',
      comment text NOT NULL DEFAULT '',
      uploaded_by integer REFERENCES users(id) ON DELETE SET NULL,
      uploaded_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX site_uploads_site_idx ON site_uploads (site_id, id);

    CREATE TABLE builder_projects (
      id uuid PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      template_id text NOT NULL,
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running','done','failed')),
      steps_done jsonb NOT NULL DEFAULT '[]',
      -- set once the builder made the site, so a retried run does not make a second one
      builder_site_name text,
      error text,
      started_by integer REFERENCES users(id) ON DELETE SET NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );
    CREATE UNIQUE INDEX builder_projects_one_running ON builder_projects (site_id) WHERE status = 'running';
    CREATE INDEX sites_duda_id_idx ON sites (duda_id) WHERE duda_id IS NOT NULL;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX sites_duda_id_idx;
    DROP TABLE builder_projects;
    DROP TABLE site_uploads;
    DROP TABLE site_integrations;
    DROP TABLE site_flower_shops;
    DROP TABLE site_locations;
    DROP TABLE site_intake;
  `.execute(db);
};
