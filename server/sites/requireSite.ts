import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/httpError';

/** 404 unless the site exists; for reads and for writes that lock nothing. */
export const requireSiteExists = async (db: Kysely<Database>, siteId: number): Promise<void> => {
  const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  if (!site) throw notFound('Site');
};
