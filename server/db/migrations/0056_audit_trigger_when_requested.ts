import { type Kysely, sql } from 'kysely';

/**
 * The audit trigger of migration 0040 runs only when a request set `audit.address` (issue 31): a
 * change with no request behind it (a job, the seed, a migration) was never recorded, but each of
 * its rows still entered the PL/pgSQL function, which turned the row into JSON before it looked at
 * the setting. A trigger's WHEN clause is checked before the function is called, so such writes
 * now skip it: the bulk seed writes about eight rows per site through audited tables. What is
 * recorded does not change.
 */
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

const recreate = async (db: Kysely<unknown>, onlyWhenRequested: boolean): Promise<void> => {
  for (const [table, kind, idColumns] of auditedTables) {
    await sql`DROP TRIGGER audit_row_change ON ${sql.table(table)}`.execute(db);
    await sql`CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW ${onlyWhenRequested ? sql`WHEN (coalesce(current_setting('audit.address', true), '') <> '')` : sql``}
      EXECUTE FUNCTION audit_row_change(${sql.lit(kind)}, ${sql.lit(idColumns)})`.execute(db);
  }
};

export const up = (db: Kysely<unknown>): Promise<void> => recreate(db, true);

export const down = (db: Kysely<unknown>): Promise<void> => recreate(db, false);
