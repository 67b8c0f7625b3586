import { type Kysely, sql } from 'kysely';

/**
 * A running scrape writes `scrape_tasks.heartbeat_at` every 30 seconds (0021). That says nothing a
 * screen shows, yet the site_changed trigger (0018) made every open page of the site re-read itself
 * at each beat. An update now notifies only when something besides the heartbeat changed.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TRIGGER scrape_tasks_site_changed ON scrape_tasks;
    CREATE TRIGGER scrape_tasks_site_changed AFTER INSERT OR DELETE ON scrape_tasks
      FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
    CREATE TRIGGER scrape_tasks_site_changed_update AFTER UPDATE ON scrape_tasks
      FOR EACH ROW WHEN ((to_jsonb(OLD) - 'heartbeat_at') IS DISTINCT FROM (to_jsonb(NEW) - 'heartbeat_at'))
      EXECUTE FUNCTION notify_site_changed();
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TRIGGER scrape_tasks_site_changed_update ON scrape_tasks;
    DROP TRIGGER scrape_tasks_site_changed ON scrape_tasks;
    CREATE TRIGGER scrape_tasks_site_changed AFTER INSERT OR UPDATE OR DELETE ON scrape_tasks
      FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
  `.execute(db);
};
