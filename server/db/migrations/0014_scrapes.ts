import { type Kysely, sql } from 'kysely';

/**
 * Scrapes (decisions.md §7).
 *
 * `scrape_tasks`: one row per scrape job, the record staff see on the Scrape Tasks tab. The row is
 * the authority on the status (PENDING created, RECEIVED queued or scheduled, STARTED, SUCCESS,
 * FAILURE, REVOKED); the pg-boss job only carries the task id. `revoke_requested` is how a revoke
 * reaches a running scrape: the job reads it before each listing page. `kwargs` keeps the start
 * form's values in the shape the list answers with.
 *
 * `scrape_records` is 0007's `obituaries` grown to every kind a scrape saves (obituary,
 * testimonial, merchandise, blog): the same row per (site, source URL), so a re-run updates in
 * place. `name` is an obituary's name or another record's title, `photo_url` its image,
 * `record_date` the date of a post or testimonial. The partial indexes of the go-live and staging
 * counts now name the kind they count.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE scrape_tasks (
      id text PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      organization_id text NOT NULL,
      name text NOT NULL,
      job_type text NOT NULL CHECK (job_type IN ('obituaries','testimonials','merchandise','blogs','full-site')),
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','RECEIVED','STARTED','SUCCESS','FAILURE','REVOKED')),
      kwargs jsonb NOT NULL,
      result jsonb,
      revoke_requested boolean NOT NULL DEFAULT false,
      scheduled_time timestamptz,
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz
    );
    CREATE INDEX scrape_tasks_created_idx ON scrape_tasks (created_at DESC, id);
    CREATE INDEX scrape_tasks_site_idx ON scrape_tasks (site_id, created_at DESC);
    CREATE INDEX scrape_tasks_active_idx ON scrape_tasks (site_id) WHERE status IN ('PENDING','RECEIVED','STARTED');

    ALTER TABLE obituaries RENAME TO scrape_records;
    ALTER TABLE scrape_records
      ADD COLUMN kind text NOT NULL DEFAULT 'obituary' CHECK (kind IN ('obituary','testimonial','merchandise','blog')),
      ADD COLUMN record_date date,
      ADD COLUMN scrape_task_id text REFERENCES scrape_tasks(id) ON DELETE SET NULL;
    DROP INDEX obituaries_real_idx;
    DROP INDEX obituaries_fake_idx;
    CREATE INDEX scrape_records_real_obituaries_idx ON scrape_records (site_id) WHERE kind = 'obituary' AND NOT fake;
    CREATE INDEX scrape_records_fake_obituaries_idx ON scrape_records (site_id) WHERE kind = 'obituary' AND fake;
    CREATE INDEX scrape_records_site_idx ON scrape_records (site_id, created_at DESC, id DESC);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX scrape_records_site_idx;
    DROP INDEX scrape_records_fake_obituaries_idx;
    DROP INDEX scrape_records_real_obituaries_idx;
    DELETE FROM scrape_records WHERE kind <> 'obituary';
    ALTER TABLE scrape_records DROP COLUMN scrape_task_id, DROP COLUMN record_date, DROP COLUMN kind;
    ALTER TABLE scrape_records RENAME TO obituaries;
    CREATE INDEX obituaries_real_idx ON obituaries (site_id) WHERE NOT fake;
    CREATE INDEX obituaries_fake_idx ON obituaries (site_id) WHERE fake;
    DROP TABLE scrape_tasks;
  `.execute(db);
};
