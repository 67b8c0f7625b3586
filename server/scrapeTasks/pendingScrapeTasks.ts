import type { Kysely } from 'kysely';
import type { PendingScrape } from '../../domain/goLive/pendingScrapes';
import type { Database } from '../db/schema';

/** The site's scrape tasks not finished yet (PENDING, RECEIVED, STARTED): they block Full Send (decisions.md §6). */
export const pendingScrapeTasksOf = async (db: Kysely<Database>, siteId: number): Promise<PendingScrape[]> => {
  const rows = await db
    .selectFrom('scrape_tasks')
    .select(['id', 'job_type', 'status'])
    .where('site_id', '=', siteId)
    .where('status', 'in', ['PENDING', 'RECEIVED', 'STARTED'])
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, type: row.job_type, status: row.status }));
};

/** Whether a scrape that reads obituaries (obituaries or full-site) has succeeded for the site. */
export const obituaryScrapeSucceeded = async (db: Kysely<Database>, siteId: number): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('scrape_tasks')
      .select('id')
      .where('site_id', '=', siteId)
      .where('status', '=', 'SUCCESS')
      .where('job_type', 'in', ['obituaries', 'full-site'])
      .limit(1)
      .executeTakeFirst(),
  );
