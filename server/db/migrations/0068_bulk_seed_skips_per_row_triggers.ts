import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * The bulk seed (`npm run db:seed`, server/db/seed/sites.ts) writes new sites together with every
 * row that hangs off them, in one transaction per batch, and writes itself what these per-row
 * triggers would derive: the sites' seo_outstanding and scrape_requested flags (0008, 0015), their
 * status history (0042, which the seed replaces with a made-up past anyway). The rest say
 * something about a site that no one can have seen yet, since it was created in the same
 * transaction: a `site_changed` notification for its contacts, addons, notes, ticks and scrape
 * requests (0018; the site's own insert never notified), and the per-site list counter for those
 * rows (0024; the site's own insert still moves the list's counters through `sites_list_version`).
 * Each trigger is skipped when the seed's transaction says so (`SET LOCAL
 * website_admin.seeding_new_sites = 'on'`); a WHEN clause is checked before the function is
 * called, which is where the time went: about a third of a 1,000,000-site seed on PostgreSQL
 * (decision 0595). Every other write fires them as before. The maintained counts (0048, 0055)
 * are not among them: the seed keeps them exact like any other write.
 */
const notSeeding = sql`current_setting('website_admin.seeding_new_sites', true) IS DISTINCT FROM 'on'`;

interface TriggerDefinition {
  table: string;
  name: string;
  create: (when: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** Fires under session_replication_role = replica too (0008, 0015). */
  always?: boolean;
}

const notifyOnChildRows = ['site_contacts', 'site_addons', 'notes', 'site_checklist_ticks', 'scrape_requests'].map(
  (table): TriggerDefinition => ({
    table,
    name: `${table}_site_changed`,
    create: (when) => sql`CREATE TRIGGER ${sql.raw(`${table}_site_changed`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW ${when} EXECUTE FUNCTION notify_site_changed()`,
  }),
);

const listVersionOnChildRows = ['site_checklist_ticks', 'site_contacts', 'site_addons'].map((table): TriggerDefinition => ({
  table,
  name: `${table}_list_version`,
  create: (
    when,
  ) => sql`CREATE CONSTRAINT TRIGGER ${sql.raw(`${table}_list_version`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${when} EXECUTE FUNCTION sites_bump_list_version()`,
}));

const triggers: readonly TriggerDefinition[] = [
  ...notifyOnChildRows,
  ...listVersionOnChildRows,
  {
    table: 'sites',
    name: 'sites_status_history',
    create: (when) =>
      sql`CREATE TRIGGER sites_status_history AFTER INSERT ON sites FOR EACH ROW ${when} EXECUTE FUNCTION record_status_change()`,
  },
  {
    table: 'site_checklist_ticks',
    name: 'site_checklist_ticks_inserted',
    create: (when) => sql`CREATE TRIGGER site_checklist_ticks_inserted AFTER INSERT ON site_checklist_ticks
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT ${when} EXECUTE FUNCTION sites_refresh_checklist_flags()`,
    always: true,
  },
  {
    table: 'scrape_requests',
    name: 'scrape_requests_inserted',
    create: (when) => sql`CREATE TRIGGER scrape_requests_inserted AFTER INSERT ON scrape_requests
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT ${when} EXECUTE FUNCTION sites_refresh_scrape_requested()`,
    always: true,
  },
];

const recreate = async (db: Kysely<unknown>, skippedWhileSeeding: boolean): Promise<void> => {
  const when = skippedWhileSeeding ? sql`WHEN (${notSeeding})` : sql``;
  for (const trigger of triggers) {
    await sql`DROP TRIGGER ${sql.raw(trigger.name)} ON ${sql.table(trigger.table)}`.execute(db);
    await trigger.create(when).execute(db);
    if (trigger.always) await sql`ALTER TABLE ${sql.table(trigger.table)} ENABLE ALWAYS TRIGGER ${sql.raw(trigger.name)}`.execute(db);
  }
};

export const up = (db: Kysely<unknown>): Promise<void> => recreate(db, true);

export const down = (db: Kysely<unknown>): Promise<void> => recreate(db, false);
