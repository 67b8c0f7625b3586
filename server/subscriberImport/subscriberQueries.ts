import type { Kysely } from 'kysely';
import type { SiteSubscribers } from '../../domain/api/subscriberImport.schema';
import type { Database } from '../db/schema';

/** How many the list shows beside the count: the newest imported. */
const latestShown = 20;

export const siteSubscribers = async (db: Kysely<Database>, siteId: number): Promise<SiteSubscribers> => {
  const [{ count } = { count: '0' }] = await db
    .selectFrom('subscribers')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('site_id', '=', siteId)
    .execute();
  const latest = await db
    .selectFrom('subscribers')
    .select(['email', 'name', 'imported_at'])
    .where('site_id', '=', siteId)
    .orderBy('imported_at', 'desc')
    .orderBy('id', 'desc')
    .limit(latestShown)
    .execute();
  return { count: Number(count), latest: latest.map((row) => ({ ...row, imported_at: row.imported_at.toISOString() })) };
};
