import { type Kysely, sql } from 'kysely';

/** Users, sessions, lookups, sites, checklists, notes and the log: what sign-in and the list screens need. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- in public, so every schema on a shared server (one per test file) can use its operators
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

    CREATE TABLE users (
      id serial PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('admin','executive','ae','am','designer','care','sdr','florist','launch')),
      image text,
      trello_id text,
      password_hash text,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE INDEX users_role_idx ON users (role) WHERE active;

    CREATE TABLE sessions (
      id serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);

    CREATE TABLE sign_in_codes (
      id serial PRIMARY KEY,
      code_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    CREATE TABLE corporations (
      id integer PRIMARY KEY,
      name text NOT NULL
    );
    CREATE TABLE corporation_contacts (
      id serial PRIMARY KEY,
      corporation_id integer NOT NULL REFERENCES corporations(id) ON DELETE CASCADE,
      name text NOT NULL,
      email text NOT NULL,
      type text NOT NULL CHECK (type IN ('primary','secondary','domain_primary')),
      domain_contact boolean NOT NULL DEFAULT false,
      priority integer
    );
    CREATE TABLE providers (
      id integer PRIMARY KEY,
      name text NOT NULL UNIQUE,
      contact_email text
    );
    CREATE TABLE referral_partners (
      id integer PRIMARY KEY,
      name text NOT NULL
    );
    CREATE TABLE funding_partners (
      id integer PRIMARY KEY,
      name text NOT NULL UNIQUE
    );

    CREATE TABLE sites (
      id serial PRIMARY KEY,
      name text NOT NULL,
      launcher_label text NOT NULL DEFAULT 'Ready for Design' CHECK (launcher_label IN (
        'Test','Ready for Design','In Design','In Review','Revisions Needed','Waiting for Content',
        'Pre-Staging QA','Staged','Final QA','Approved','100% Ready','Missed Launch','Live',
        'Post-Live QA','Rebuild','Lost')),
      -- the status a Revisions Needed site returns to (decisions.md §3)
      revisions_from text,
      apex text,
      url text,
      email text,
      phone text,
      address text,
      city text,
      state text,
      zip text,
      type text NOT NULL DEFAULT 'funeral_home',
      rooftops integer NOT NULL DEFAULT 1,
      corporation_id integer NOT NULL DEFAULT 1 REFERENCES corporations(id),
      provider_id integer REFERENCES providers(id),
      referral_partner_id integer REFERENCES referral_partners(id),
      funding_partner_id integer REFERENCES funding_partners(id),
      designer_id integer REFERENCES users(id) ON DELETE SET NULL,
      florist_id integer REFERENCES users(id) ON DELETE SET NULL,
      ae_id integer REFERENCES users(id) ON DELETE SET NULL,
      am_id integer REFERENCES users(id) ON DELETE SET NULL,
      sdr_id integer REFERENCES users(id) ON DELETE SET NULL,
      care_id integer REFERENCES users(id) ON DELETE SET NULL,
      scheduled_launch_date date,
      needed_before date,
      trello_card_id text,
      organization_id text,
      duda_id text,
      hosted_zone_id text,
      cloud_hosted boolean NOT NULL DEFAULT true,
      urgent_build boolean NOT NULL DEFAULT false,
      urgent_build_desc text,
      hosted_obit_site boolean NOT NULL DEFAULT false,
      coaching_sessions boolean NOT NULL DEFAULT false,
      last_coaching_session date,
      page_metadata_preset_id integer,
      note text,
      date_created timestamptz NOT NULL DEFAULT now(),
      -- latest_activity (days) is measured from here; every status change and log entry moves it
      latest_activity_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sites_label_idx ON sites (launcher_label);
    CREATE INDEX sites_designer_idx ON sites (designer_id);
    CREATE INDEX sites_florist_idx ON sites (florist_id);
    CREATE INDEX sites_ae_idx ON sites (ae_id);
    CREATE INDEX sites_am_idx ON sites (am_id);
    CREATE INDEX sites_sdr_idx ON sites (sdr_id);
    CREATE INDEX sites_care_idx ON sites (care_id);
    CREATE INDEX sites_corporation_idx ON sites (corporation_id);
    CREATE INDEX sites_launch_date_idx ON sites (scheduled_launch_date);
    CREATE INDEX sites_activity_idx ON sites (latest_activity_at);
    CREATE INDEX sites_name_trgm_idx ON sites USING gin (name gin_trgm_ops);
    CREATE INDEX sites_apex_trgm_idx ON sites USING gin (apex gin_trgm_ops);
    CREATE INDEX sites_city_trgm_idx ON sites USING gin (city gin_trgm_ops);

    CREATE TABLE site_contacts (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      name text NOT NULL,
      email text NOT NULL,
      phone text,
      domain_contact boolean NOT NULL DEFAULT false
    );
    CREATE INDEX site_contacts_site_idx ON site_contacts (site_id);

    CREATE TABLE addons (
      id integer PRIMARY KEY,
      name text NOT NULL
    );
    CREATE TABLE site_addons (
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      addon_id integer NOT NULL REFERENCES addons(id),
      setup boolean NOT NULL DEFAULT false,
      committed boolean NOT NULL DEFAULT false,
      previous_customer boolean,
      PRIMARY KEY (site_id, addon_id)
    );

    CREATE TABLE notes (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      type text NOT NULL CHECK (type IN ('Instant','Launch','Design','Floral','Account')),
      note text NOT NULL,
      date_created timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz
    );
    CREATE INDEX notes_site_idx ON notes (site_id, date_created DESC);

    CREATE TABLE checklist_types (
      id text PRIMARY KEY,
      name text NOT NULL,
      position integer NOT NULL
    );
    CREATE TABLE checklist_categories (
      id integer PRIMARY KEY,
      type_id text NOT NULL REFERENCES checklist_types(id),
      name text NOT NULL,
      position integer NOT NULL
    );
    CREATE TABLE checklist_items (
      id integer PRIMARY KEY,
      category_id integer NOT NULL REFERENCES checklist_categories(id),
      description text NOT NULL,
      position integer NOT NULL
    );
    CREATE TABLE site_checklist_ticks (
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      item_id integer NOT NULL REFERENCES checklist_items(id),
      checked boolean NOT NULL,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      checked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (site_id, item_id)
    );
    CREATE INDEX site_checklist_ticks_checked_idx ON site_checklist_ticks (item_id, site_id) WHERE checked;

    CREATE TABLE log_entries (
      id serial PRIMARY KEY,
      site_id integer REFERENCES sites(id) ON DELETE CASCADE,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      message text NOT NULL,
      log_type text NOT NULL DEFAULT 'OTHER',
      mute boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX log_entries_site_idx ON log_entries (site_id, created_at DESC);
  `.execute(db);
};
