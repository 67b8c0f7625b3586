import { type Kysely, sql } from 'kysely';

/**
 * A write forgets only the list answers it can change (issue 31, decision 0610). Until now every
 * transaction that changed a column a filter or an order reads moved `shape_version`, and with it
 * every remembered answer, total and deep-page anchor of every list went stale.
 *
 * Now statement-level triggers with transition tables log, per transaction, the values each changed
 * site had before the transaction first changed its filter or order columns
 * (`site_list_changes`, one row per transaction and site; `existed` false for a site it inserted).
 * The deferred, once-per-transaction trigger of 0019/0036 gives the transaction its `version`
 * under the counter row's lock, as before, and notes which transaction that version is
 * (`site_list_commits`). A list then tells from the log alone, in its own statement and snapshot,
 * which sites changed since the version an answer was read at, whether each matched the list then
 * (the logged values) and whether it matches now (the row in `sites`): an answer holds when no
 * site entered or left the list and none of its members moved in the list's order, and a total or
 * an anchor is corrected by the sites that entered and left (server/siteList/listChanges.ts).
 *
 * - `shape_version` now moves only for a transaction too large to log (more than 1,000 sites), which
 *   makes every list read again, as a bulk write did for `site_row_versions` already.
 * - `changes_from`: the log holds every change of every transaction whose version is above it. The
 *   `site-list-changes-prune` job removes old entries and raises it, so an answer older than the log
 *   is read again.
 * - The columns logged are the shape columns of 0036: every column a filter or an order of the list
 *   reads. A new one must be added here (by a new migration) as there.
 */
const shapeColumns = [
  ['launcher_label', 'text'],
  ['name', 'text'],
  ['apex', 'text'],
  ['city', 'text'],
  ['designer_id', 'integer'],
  ['florist_id', 'integer'],
  ['ae_id', 'integer'],
  ['am_id', 'integer'],
  ['sdr_id', 'integer'],
  ['care_id', 'integer'],
  ['corporation_id', 'integer'],
  ['urgent_build', 'boolean'],
  ['hosted_obit_site', 'boolean'],
  ['coaching_sessions', 'boolean'],
  ['seo_outstanding', 'boolean'],
  ['scrape_requested', 'boolean'],
  ['scheduled_launch_date', 'date'],
  ['latest_activity_at', 'timestamptz'],
] as const;

/** Sites one transaction logs before it makes every list read again instead (shape_version). */
const maxLoggedSites = 1000;

const columnList = (alias?: string) => shapeColumns.map(([column]) => (alias ? `${alias}.${column}` : column)).join(', ');
const columns = sql.raw(columnList());
const oldValues = sql.raw(columnList('o'));
const changedRow = sql.raw(`o.id IS NULL OR n.id IS NULL OR (${columnList('o')}) IS DISTINCT FROM (${columnList('n')})`);

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE site_list_changes (
      xact bigint NOT NULL,
      id integer NOT NULL,
      existed boolean NOT NULL,
      ${sql.raw(shapeColumns.map(([column, type]) => `${column} ${type}`).join(',\n      '))},
      PRIMARY KEY (xact, id)
    );
    CREATE TABLE site_list_commits (
      version bigint PRIMARY KEY,
      xact bigint NOT NULL,
      committed_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    ALTER TABLE site_list_version ADD COLUMN changes_from bigint;
    UPDATE site_list_version SET changes_from = version;
    ALTER TABLE site_list_version ALTER COLUMN changes_from SET NOT NULL;

    -- Once the transaction has its version (the deferred trigger ran): its logged changes take that
    -- version, or, when it wrote too many sites to log, every list reads again.
    CREATE FUNCTION site_list_register_changes(xact text, at bigint) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('website_admin.site_list_logged', true) = xact THEN
        INSERT INTO site_list_commits (version, xact) VALUES (at, xact::bigint) ON CONFLICT DO NOTHING;
      END IF;
      IF current_setting('website_admin.site_list_unlogged', true) = xact
        AND current_setting('website_admin.site_list_reshaped', true) IS DISTINCT FROM xact THEN
        PERFORM set_config('website_admin.site_list_reshaped', xact, true);
        UPDATE site_list_version SET shape_version = shape_version + 1;
      END IF;
    END;
    $$;

    CREATE FUNCTION sites_log_list_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      xact text := pg_current_xact_id()::text;
      logged integer := 0;
      changed integer;
    BEGIN
      IF current_setting('website_admin.site_list_unlogged', true) = xact THEN
        RETURN NULL;
      END IF;
      IF current_setting('website_admin.site_list_logged', true) = xact THEN
        logged := current_setting('website_admin.site_list_logged_sites')::integer;
      END IF;
      IF TG_OP = 'INSERT' THEN
        SELECT count(*) INTO changed FROM new_sites;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT count(*) INTO changed FROM old_sites;
      ELSE
        SELECT count(*) INTO changed FROM old_sites o FULL JOIN new_sites n ON n.id = o.id WHERE ${changedRow};
      END IF;
      IF changed = 0 THEN
        RETURN NULL;
      END IF;

      IF logged + changed > ${sql.lit(maxLoggedSites)} THEN
        PERFORM set_config('website_admin.site_list_unlogged', xact, true);
      ELSE
        -- A site already logged by this transaction keeps its first row: the values before the transaction.
        IF TG_OP = 'INSERT' THEN
          INSERT INTO site_list_changes (xact, id, existed)
            SELECT xact::bigint, n.id, false FROM new_sites n
            ON CONFLICT DO NOTHING;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO site_list_changes (xact, id, existed, ${columns})
            SELECT xact::bigint, o.id, true, ${oldValues} FROM old_sites o
            ON CONFLICT DO NOTHING;
        ELSE
          INSERT INTO site_list_changes (xact, id, existed, ${columns})
            SELECT xact::bigint, coalesce(o.id, n.id), o.id IS NOT NULL, ${oldValues}
            FROM old_sites o FULL JOIN new_sites n ON n.id = o.id
            WHERE ${changedRow}
            ON CONFLICT DO NOTHING;
        END IF;
        PERFORM set_config('website_admin.site_list_logged', xact, true);
        PERFORM set_config('website_admin.site_list_logged_sites', (logged + changed)::text, true);
      END IF;
      IF current_setting('website_admin.site_list_bumped', true) = xact THEN
        PERFORM site_list_register_changes(xact, current_setting('website_admin.site_list_at')::bigint);
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER sites_list_changes_insert AFTER INSERT ON sites
      REFERENCING NEW TABLE AS new_sites FOR EACH STATEMENT EXECUTE FUNCTION sites_log_list_changes();
    CREATE TRIGGER sites_list_changes_update AFTER UPDATE ON sites
      REFERENCING OLD TABLE AS old_sites NEW TABLE AS new_sites FOR EACH STATEMENT EXECUTE FUNCTION sites_log_list_changes();
    CREATE TRIGGER sites_list_changes_delete AFTER DELETE ON sites
      REFERENCING OLD TABLE AS old_sites FOR EACH STATEMENT EXECUTE FUNCTION sites_log_list_changes();
  `.execute(db);
  await versionFunction(true).execute(db);
};

/**
 * What the deferred trigger notes of a row of `sites`: the site whose answers it may change, and
 * before the log, whether it moved `shape_version` (a new or deleted site, or a changed filter or
 * order column).
 */
const sitesBranch = (withLog: boolean) =>
  withLog
    ? sql`
      -- A new site's id was never in an answer (ids are not reused): the change log covers it.
      IF TG_OP = 'DELETE' THEN
        site := OLD.id;
      ELSIF TG_OP = 'UPDATE' THEN
        site := NEW.id;
      END IF;`
    : sql`
      -- A new site's id was never in an answer (ids are not reused): the shape counter covers it.
      IF TG_OP = 'INSERT' THEN
        shape := true;
      ELSIF TG_OP = 'DELETE' THEN
        site := OLD.id;
        shape := true;
      ELSE
        site := NEW.id;
        shape := (${sql.raw(columnList('OLD'))}) IS DISTINCT FROM (${sql.raw(columnList('NEW'))});
      END IF;`;

/** Before the log, every transaction that moved a site between filters or in an order moved `shape_version`. */
const shapeBump = (withLog: boolean) =>
  withLog
    ? sql``
    : sql`
    IF shape AND current_setting('website_admin.site_list_shaped', true) IS DISTINCT FROM xact THEN
      PERFORM set_config('website_admin.site_list_shaped', xact, true);
      UPDATE site_list_version SET shape_version = shape_version + 1;
    END IF;`;

/**
 * The deferred trigger of 0019, 0024 and 0036, restated whole. With the log it no longer moves
 * `shape_version` for every site whose filter or order columns changed; its first call of a
 * transaction registers the transaction's logged changes under the version it takes.
 */
const versionFunction = (withLog: boolean) => sql`
  CREATE OR REPLACE FUNCTION sites_bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    xact text := pg_current_xact_id()::text;
    current bigint;
    site integer;
    other_site integer;${
      withLog
        ? sql``
        : sql`
    shape boolean := false;`
    }
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
      ${withLog ? sql`PERFORM site_list_register_changes(xact, current);` : sql``}
    END IF;

    IF TG_TABLE_NAME = 'sites' THEN${sitesBranch(withLog)}
    ELSIF TG_TABLE_NAME IN ('site_revisions', 'site_checklist_ticks', 'site_contacts', 'site_addons') THEN
      IF TG_OP <> 'INSERT' THEN site := OLD.site_id; END IF;
      IF TG_OP <> 'DELETE' AND NEW.site_id IS DISTINCT FROM site THEN other_site := NEW.site_id; END IF;
    ELSE
      shared := true;
    END IF;
${shapeBump(withLog)}
    -- Once a transaction moved the shared counter every answer is forgotten: nothing per site to note.
    IF current_setting('website_admin.site_list_shared', true) = xact OR (site IS NULL AND other_site IS NULL AND NOT shared) THEN
      RETURN NULL;
    END IF;
    -- A bulk write (a seed, an import) forgets every answer once instead of noting thousands of sites one by one.
    recorded := current_setting('website_admin.site_rows_recorded')::integer + 1;
    IF shared OR recorded > 1000 THEN
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
`;

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await versionFunction(false).execute(db);
  await sql`
    DROP TRIGGER sites_list_changes_insert ON sites;
    DROP TRIGGER sites_list_changes_update ON sites;
    DROP TRIGGER sites_list_changes_delete ON sites;
    DROP FUNCTION sites_log_list_changes();
    DROP FUNCTION site_list_register_changes(text, bigint);
    ALTER TABLE site_list_version DROP COLUMN changes_from;
    DROP TABLE site_list_commits;
    DROP TABLE site_list_changes;
  `.execute(db);
};
