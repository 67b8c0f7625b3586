import { type Kysely, sql } from 'kysely';

/**
 * Every change to a site or to what hangs off it notifies `<schema>_site_changed` with the site's id
 * (docs/decisions/0320). Triggers rather than a call in each handler: a new route, job or script
 * that writes one of these tables cannot forget to tell the screens. PostgreSQL delivers a
 * notification when its transaction commits (so a client re-reading sees the change) and folds
 * identical ones of one transaction together (a batch of ticks is one notification). The channel
 * carries the table's schema, so test schemas on one server do not hear each other.
 *
 * New sites are left out (no screen shows one before it exists, and bulk loads stay cheap), and so
 * are scraped records (a scrape saves thousands; the scrape's own task rows say how it goes).
 */
const siteTables = ['sites'] as const;
const childTables = [
  'site_contacts',
  'site_addons',
  'notes',
  'site_checklist_ticks',
  'site_revisions',
  'launches',
  'subscribers',
  'site_backups',
  'domain_requests',
  'scrape_tasks',
  'scrape_requests',
  'site_intake',
  'site_locations',
  'site_flower_shops',
  'site_integrations',
  'site_uploads',
  'builder_projects',
] as const;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE FUNCTION notify_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      channel text := TG_TABLE_SCHEMA || '_site_changed';
    BEGIN
      IF TG_TABLE_NAME = 'sites' THEN
        PERFORM pg_notify(channel, OLD.id::text);
      ELSE
        IF TG_OP <> 'INSERT' AND OLD.site_id IS NOT NULL THEN PERFORM pg_notify(channel, OLD.site_id::text); END IF;
        IF TG_OP <> 'DELETE' AND NEW.site_id IS NOT NULL THEN PERFORM pg_notify(channel, NEW.site_id::text); END IF;
      END IF;
      RETURN NULL;
    END $$;

    -- Live messages too large for a notification's 8,000 bytes wait here for the other instances.
    CREATE UNLOGGED TABLE live_payloads (
      id bigserial PRIMARY KEY,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
  for (const table of siteTables) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_site_changed`)} AFTER UPDATE OR DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION notify_site_changed()`.execute(
      db,
    );
  }
  for (const table of childTables) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_site_changed`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION notify_site_changed()`.execute(
      db,
    );
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of [...siteTables, ...childTables])
    await sql`DROP TRIGGER ${sql.raw(`${table}_site_changed`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION notify_site_changed(); DROP TABLE live_payloads`.execute(db);
};
