import type { Kysely } from 'kysely';
import type { DomainContact } from '../../domain/api/goLive.schema';
import type { Database } from '../db/schema';

/**
 * The people who may change a site's DNS: its own contacts marked as domain contacts, then its
 * corporation's domain contacts (by priority). One entry per address, the site's own first.
 */
export const domainContactsOf = async (db: Kysely<Database>, site: { id: number; corporation_id: number }): Promise<DomainContact[]> => {
  const own = await db
    .selectFrom('site_contacts')
    .select(['name', 'email'])
    .where('site_id', '=', site.id)
    .where('domain_contact', '=', true)
    .orderBy('id')
    .execute();
  const corporate = await db
    .selectFrom('corporation_contacts')
    .select(['name', 'email'])
    .where('corporation_id', '=', site.corporation_id)
    .where((eb) => eb.or([eb('domain_contact', '=', true), eb('type', '=', 'domain_primary')]))
    .orderBy('priority', (ob) => ob.asc().nullsLast())
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  return [...own, ...corporate].filter((contact) => {
    const key = contact.email.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
