import { type Kysely, sql } from 'kysely';

/**
 * The change counter of 0019 moved only with `sites`; the list's and a site page's answers are now
 * remembered whole between requests (server/siteList/siteAnswers.ts, decision 0402), so it moves
 * with every table those answers read: the same deferred trigger, once per transaction, on the
 * people and providers joined onto a row, the revisions and checklist ticks counted for it, and
 * the funding partner, contacts and addons of a site's page.
 */
const tables = [
  'users',
  'providers',
  'funding_partners',
  'site_revisions',
  'site_checklist_ticks',
  'site_contacts',
  'addons',
  'site_addons',
];

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of tables) {
    await sql`
      CREATE CONSTRAINT TRIGGER ${sql.raw(`${table}_list_version`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sites_bump_list_version()
    `.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of tables) await sql`DROP TRIGGER ${sql.raw(`${table}_list_version`)} ON ${sql.table(table)}`.execute(db);
};
