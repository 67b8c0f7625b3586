import type { Kysely, Selectable } from 'kysely';
import type { Database, SitesTable } from '../db/schema';
import { notFound } from '../http/httpError';

/**
 * The site row, locked until the transaction ends (SELECT ... FOR UPDATE), or 404. Every change
 * that reads a site to decide what to write takes this first, so two requests never decide from
 * the same stale row.
 */
export const lockSite = async (trx: Kysely<Database>, siteId: number): Promise<Selectable<SitesTable>> => {
  const site = await trx.selectFrom('sites').selectAll().where('id', '=', siteId).forUpdate().executeTakeFirst();
  if (!site) throw notFound('Site');
  return site;
};
