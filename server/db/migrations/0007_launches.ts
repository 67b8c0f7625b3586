import { type Kysely, sql } from 'kysely';

/**
 * Go-live (decisions.md §6).
 *
 * `launches`: one row per Full Send (a background job with steps) or per DNS-instructions e-mail.
 * `steps_done` lists the finished Full Send steps in order, so a job interrupted by a restart
 * resumes after the last one (`dns_change_id` keeps the DNS change 'Waiting for DNS' polls, so a
 * resumed job waits for the change already made). `attempts` counts job runs: the last allowed
 * attempt marks the launch failed instead of leaving it running. `claimed_until` is the lease of the
 * run working on the launch, so two runs never work on one launch at once. The partial unique index lets at most one Full Send run per site:
 * a second request joins the running one, and two racing requests cannot both insert.
 *
 * `obituaries`: the records a scrape saves (decisions.md §7) and the fake ones the Fake Obituaries
 * action adds. The go-live obitData check counts a site's real ones, staging validation its fake
 * ones; the scrape issue fills the table (same source URL = same record, hence the unique key).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE launches (
      id uuid PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('full_send','dns_instructions')),
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running','done','failed')),
      steps_done jsonb NOT NULL DEFAULT '[]',
      last_step text,
      attempts integer NOT NULL DEFAULT 0,
      dns_change_id text,
      claimed_until timestamptz,
      recipient text,
      started_by integer REFERENCES users(id) ON DELETE SET NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      error text
    );
    CREATE INDEX launches_site_idx ON launches (site_id, started_at);
    CREATE UNIQUE INDEX launches_one_running_full_send ON launches (site_id) WHERE kind = 'full_send' AND status = 'running';

    CREATE TABLE obituaries (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      source_url text NOT NULL,
      name text NOT NULL,
      birth_date date,
      death_date date,
      text text,
      photo_url text,
      service_details jsonb,
      fake boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (site_id, source_url)
    );
    CREATE INDEX obituaries_real_idx ON obituaries (site_id) WHERE NOT fake;
    CREATE INDEX obituaries_fake_idx ON obituaries (site_id) WHERE fake;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE obituaries; DROP TABLE launches;`.execute(db);
};
