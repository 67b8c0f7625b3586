import { type Kysely, sql } from 'kysely';

/**
 * The audit log (issue 34, docs/decisions/0525): one row per change made through the API, written
 * by a row trigger in the transaction of the change itself, so no handler can forget it and a
 * rolled-back change leaves no entry. The request's person and address reach the trigger as
 * transaction-local settings (`audit.person`, `audit.address`, server/audit/auditedDialect.ts); a
 * change with no request behind it (a job, the seed, a migration) sets none and is not recorded.
 *
 * Each audited table names its kind and the columns that make its id. Bookkeeping columns (times
 * a change moves anyway, derived flags) are left out of the before/after, and secrets (hashes,
 * sealed values, TOTP secrets) are written as '(hidden)', so the log says that they changed and
 * never what they are. Bulk content (imported subscribers, scraped records) is not audited row by
 * row: the scrape or import that wrote it is.
 *
 * The table is append-only: a trigger refuses UPDATE, TRUNCATE and any DELETE but the retention
 * sweep's, which marks its transaction with `audit.sweep` (server/audit/auditRetention.ts).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE audit_entries (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT clock_timestamp(),
      -- no foreign keys: an entry outlives the person and the site it names, and is never rewritten
      person_id integer,
      address text,
      kind text NOT NULL,
      action text NOT NULL CHECK (action IN ('create','change','delete','event')),
      entity text NOT NULL,
      entity_id text NOT NULL,
      site_id integer,
      changes jsonb NOT NULL DEFAULT '[]'
    );
    CREATE INDEX audit_entries_person_idx ON audit_entries (person_id, id DESC);
    CREATE INDEX audit_entries_site_idx ON audit_entries (site_id, id DESC) WHERE site_id IS NOT NULL;
    CREATE INDEX audit_entries_kind_idx ON audit_entries (kind, id DESC);
    CREATE INDEX audit_entries_at_idx ON audit_entries (at);

    CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND current_setting('audit.sweep', true) = 'on' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'audit entries are append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
    END $$;
    CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
      FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();
    CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
      FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();

    -- TG_ARGV: 0 the kind, 1 the id's columns (comma-separated)
    CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      address text := nullif(current_setting('audit.address', true), '');
      person integer := nullif(current_setting('audit.person', true), '')::integer;
      old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
      new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
      some_row jsonb := coalesce(new_row, old_row);
      noise text[] := ARRAY['updated_at','latest_activity_at','last_seen_at','date_created','created_at',
                            'seo_outstanding','scrape_requested','heartbeat_at','claimed_until'];
      entry_kind text := TG_ARGV[0];
      entry_id text;
      changed jsonb;
      fields text[];
    BEGIN
      IF address IS NULL THEN
        RETURN NULL;
      END IF;
      SELECT coalesce(jsonb_agg(jsonb_build_object(
               'field', key,
               'before', CASE WHEN key ~ '(hash|secret|sealed|password)' AND old_row -> key <> 'null' THEN '"(hidden)"'::jsonb ELSE old_row -> key END,
               'after', CASE WHEN key ~ '(hash|secret|sealed|password)' AND new_row -> key <> 'null' THEN '"(hidden)"'::jsonb ELSE new_row -> key END
             ) ORDER BY key), '[]'::jsonb),
             coalesce(array_agg(key), ARRAY[]::text[])
        INTO changed, fields
        FROM jsonb_object_keys(some_row) AS key
       WHERE key <> ALL (noise)
         AND (old_row -> key) IS DISTINCT FROM (new_row -> key);
      IF TG_OP = 'UPDATE' AND fields = ARRAY[]::text[] THEN
        RETURN NULL;
      END IF;
      IF entry_kind = 'site' AND TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'sites' THEN
        entry_kind := CASE
          WHEN fields && ARRAY['launcher_label','revisions_from'] THEN 'status'
          WHEN fields && ARRAY['scheduled_launch_date','needed_before'] THEN 'launchDate'
          WHEN fields && ARRAY['designer_id','florist_id','ae_id','am_id','sdr_id','care_id'] THEN 'assignment'
          WHEN fields && ARRAY['proxied_domain','hosted_zone_id','apex'] THEN 'domain'
          ELSE 'site' END;
      ELSIF TG_TABLE_NAME = 'sessions' THEN
        entry_kind := CASE WHEN TG_OP = 'INSERT' THEN 'signIn' ELSE 'signOut' END;
        person := coalesce(person, (some_row ->> 'user_id')::integer);
      END IF;
      SELECT string_agg(some_row ->> column_name, ':') INTO entry_id FROM unnest(string_to_array(TG_ARGV[1], ',')) AS column_name;
      INSERT INTO audit_entries (person_id, address, kind, action, entity, entity_id, site_id, changes)
      VALUES (person, address, entry_kind,
              CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'change' ELSE 'delete' END,
              TG_TABLE_NAME, coalesce(entry_id, ''),
              CASE WHEN TG_TABLE_NAME = 'sites' THEN (some_row ->> 'id')::integer ELSE (some_row ->> 'site_id')::integer END,
              changed);
      RETURN NULL;
    END $$;
  `.execute(db);
  for (const [table, kind, idColumns] of auditedTables) {
    await sql`CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION audit_row_change(${sql.lit(kind)}, ${sql.lit(idColumns)})`.execute(db);
  }
};

/** [table, kind, the columns of its id]: every table a request changes but the derived ones (log, outbox, counters, sandboxes). */
const auditedTables: readonly (readonly [string, string, string])[] = [
  ['sites', 'site', 'id'],
  ['site_contacts', 'site', 'id'],
  ['site_intake', 'site', 'site_id'],
  ['site_locations', 'site', 'id'],
  ['site_flower_shops', 'site', 'id'],
  ['site_integrations', 'site', 'site_id,integration'],
  ['site_uploads', 'site', 'id'],
  ['builder_projects', 'site', 'id'],
  ['site_backups', 'site', 'id'],
  ['site_addons', 'addon', 'site_id,addon_id'],
  ['notes', 'note', 'id'],
  ['site_checklist_ticks', 'checklist', 'site_id,item_id'],
  ['site_revisions', 'revision', 'id'],
  ['scrape_tasks', 'scrape', 'id'],
  ['scrape_requests', 'scrape', 'id'],
  ['domain_requests', 'domain', 'id'],
  ['launches', 'goLive', 'id'],
  ['users', 'person', 'id'],
  ['account_tokens', 'person', 'id'],
  ['sessions', 'signIn', 'id'],
  ['sign_in_failures', 'signInFailed', 'id'],
  ['saved_views', 'savedView', 'id'],
  ['corporations', 'settings', 'id'],
  ['corporation_contacts', 'settings', 'id'],
  ['providers', 'settings', 'id'],
  ['referral_partners', 'settings', 'id'],
  ['funding_partners', 'settings', 'id'],
  ['addons', 'settings', 'id'],
  ['checklist_items', 'settings', 'id'],
  ['launch_reasons', 'settings', 'id'],
  ['launch_holidays', 'settings', 'id'],
];

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const [table] of auditedTables) await sql`DROP TRIGGER audit_row_change ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION audit_row_change(); DROP TABLE audit_entries; DROP FUNCTION audit_entries_append_only();`.execute(db);
};
