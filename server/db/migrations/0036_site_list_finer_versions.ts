import { type Kysely, sql } from 'kysely';

/**
 * The change counter of 0019 and 0024 moved with any write, so one note emptied every remembered
 * total, deep-page anchor and answer (issue 31). The same deferred, once-per-transaction trigger
 * now also says what the write can have changed (decision 0515):
 *
 * - `shape_version` moves only when a transaction inserts or deletes sites or changes a column a
 *   filter or an order of the list reads: which sites match and in which order. Totals and
 *   anchors are remembered against it, so a note or a tick that leaves the SEO and scrape flags
 *   alone keeps them.
 * - `shared_version` moves when a row of a table many sites share changes (people, providers,
 *   funding partners, addons): every remembered answer may show it.
 * - `site_row_versions` holds, per site, the `version` of the last transaction that changed the
 *   site or a row of it (revisions, ticks, contacts, chosen addons): a remembered answer holds
 *   while none of its sites has a newer one.
 *
 * A transaction that changes more than 1,000 sites' rows (a bulk load) moves `shared_version` once
 * instead of noting each. The version stays one number per transaction, given in commit order
 * while the counter row is locked (0019), so a value newer than an answer's means a transaction its
 * snapshot did not see.
 * The first call of a transaction locks the counter row before any row of site_row_versions, so
 * two writers take those locks in one order and cannot deadlock.
 */
const shapeColumns = [
  'launcher_label',
  'name',
  'apex',
  'city',
  'designer_id',
  'florist_id',
  'ae_id',
  'am_id',
  'sdr_id',
  'care_id',
  'corporation_id',
  'urgent_build',
  'hosted_obit_site',
  'coaching_sessions',
  'seo_outstanding',
  'scrape_requested',
  'scheduled_launch_date',
  'latest_activity_at',
];

/** Rows one transaction notes one by one before it forgets every answer instead (the shared counter). */
const maxRecordedSites = 1000;

const row = (alias: 'OLD' | 'NEW') => sql.raw(`(${shapeColumns.map((column) => `${alias}.${column}`).join(', ')})`);

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE site_list_version
      ADD COLUMN shape_version bigint NOT NULL DEFAULT 0,
      ADD COLUMN shared_version bigint NOT NULL DEFAULT 0;
    CREATE TABLE site_row_versions (
      site_id integer PRIMARY KEY,
      version bigint NOT NULL
    );
    CREATE OR REPLACE FUNCTION sites_bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      xact text := pg_current_xact_id()::text;
      current bigint;
      site integer;
      other_site integer;
      shape boolean := false;
      shared boolean := false;
      recorded integer;
    BEGIN
      IF current_setting('website_admin.site_list_bumped', true) = xact THEN
        current := current_setting('website_admin.site_list_at')::bigint;
      ELSE
        UPDATE site_list_version SET version = version + 1 RETURNING version INTO current;
        PERFORM set_config('website_admin.site_list_bumped', xact, true);
        PERFORM set_config('website_admin.site_list_at', current::text, true);
        PERFORM set_config('website_admin.site_rows_recorded', '0', true);
      END IF;

      IF TG_TABLE_NAME = 'sites' THEN
        -- A new site's id was never in an answer (ids are not reused): the shape counter covers it.
        IF TG_OP = 'INSERT' THEN
          shape := true;
        ELSIF TG_OP = 'DELETE' THEN
          site := OLD.id;
          shape := true;
        ELSE
          site := NEW.id;
          shape := ${row('OLD')} IS DISTINCT FROM ${row('NEW')};
        END IF;
      ELSIF TG_TABLE_NAME IN ('site_revisions', 'site_checklist_ticks', 'site_contacts', 'site_addons') THEN
        IF TG_OP <> 'INSERT' THEN site := OLD.site_id; END IF;
        IF TG_OP <> 'DELETE' AND NEW.site_id IS DISTINCT FROM site THEN other_site := NEW.site_id; END IF;
      ELSE
        shared := true;
      END IF;

      IF shape AND current_setting('website_admin.site_list_shaped', true) IS DISTINCT FROM xact THEN
        PERFORM set_config('website_admin.site_list_shaped', xact, true);
        UPDATE site_list_version SET shape_version = shape_version + 1;
      END IF;
      -- Once a transaction moved the shared counter every answer is forgotten: nothing per site to note.
      IF current_setting('website_admin.site_list_shared', true) = xact OR (site IS NULL AND other_site IS NULL AND NOT shared) THEN
        RETURN NULL;
      END IF;
      -- A bulk write (a seed, an import) forgets every answer once instead of noting thousands of sites one by one.
      recorded := current_setting('website_admin.site_rows_recorded')::integer + 1;
      IF shared OR recorded > ${sql.lit(maxRecordedSites)} THEN
        PERFORM set_config('website_admin.site_list_shared', xact, true);
        UPDATE site_list_version SET shared_version = shared_version + 1;
        RETURN NULL;
      END IF;
      PERFORM set_config('website_admin.site_rows_recorded', recorded::text, true);
      INSERT INTO site_row_versions (site_id, version)
        SELECT id, current FROM (VALUES (site), (other_site)) AS changed (id) WHERE id IS NOT NULL
        ON CONFLICT (site_id) DO UPDATE SET version = excluded.version
        WHERE site_row_versions.version <> excluded.version;
      RETURN NULL;
    END;
    $$;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE OR REPLACE FUNCTION sites_bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('website_admin.site_list_bumped', true) = pg_current_xact_id()::text THEN
        RETURN NULL;
      END IF;
      PERFORM set_config('website_admin.site_list_bumped', pg_current_xact_id()::text, true);
      UPDATE site_list_version SET version = version + 1;
      RETURN NULL;
    END;
    $$;
    DROP TABLE site_row_versions;
    ALTER TABLE site_list_version DROP COLUMN shape_version, DROP COLUMN shared_version;
  `.execute(db);
};
