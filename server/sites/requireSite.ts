import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SitesTable } from '../db/schema';
import { notFound } from '../http/httpError';

export type Site = Selectable<SitesTable>;

/**
 * The site row, or 404 'Site not found'. With `lock` the row stays locked until the transaction
 * ends (SELECT ... FOR UPDATE): every change that reads a site to decide what to write takes it so,
 * so two requests never decide from the same stale row. Only a transaction can hold a lock.
 */
export function requireSite(db: Kysely<Database>, siteId: number, options?: { lock: false }): Promise<Site>;
export function requireSite(trx: Transaction<Database>, siteId: number, options: { lock: true }): Promise<Site>;
export async function requireSite(db: Kysely<Database>, siteId: number, options: { lock: boolean } = { lock: false }): Promise<Site> {
  const query = db.selectFrom('sites').selectAll().where('id', '=', siteId);
  const site = await (options.lock ? query.forUpdate() : query).executeTakeFirst();
  if (!site) throw notFound('Site');
  return site;
}
