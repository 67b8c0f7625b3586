import type { Kysely } from 'kysely';
import type { DomainRequestDefaults, SentDomainRequest } from '../../domain/api/domainRequest.schema';
import { contactProviderFor } from '../../domain/domainRequest/providerContacts';
import type { Database } from '../db/schema';
import { requireSite } from '../sites/requireSite';

/** Where a request for a customer of the site's previous provider goes (part 2 §9's map), or nothing. */
const providerContactOf = async (db: Kysely<Database>, providerId: number | null): Promise<{ name: string; email: string } | null> => {
  if (providerId === null) return null;
  const own = await db.selectFrom('providers').select(['name', 'contact_email']).where('id', '=', providerId).executeTakeFirst();
  if (!own) return null;
  const contactName = contactProviderFor(own.name);
  const contact =
    contactName === own.name
      ? own
      : ((await db.selectFrom('providers').select(['name', 'contact_email']).where('name', '=', contactName).executeTakeFirst()) ?? own);
  return { name: contact.name, email: contact.contact_email ?? own.contact_email ?? '' };
};

const lastRequestOf = async (db: Kysely<Database>, siteId: number): Promise<SentDomainRequest | null> => {
  const row = await db
    .selectFrom('domain_requests')
    .leftJoin('users', 'users.id', 'domain_requests.user_id')
    .select(['domain_requests.sent_at', 'users.name', 'domain_requests.to_addresses', 'domain_requests.primary_domain'])
    .where('domain_requests.site_id', '=', siteId)
    .orderBy('domain_requests.sent_at', 'desc')
    .orderBy('domain_requests.id', 'desc')
    .executeTakeFirst();
  return row
    ? { sentAt: new Date(row.sent_at).toISOString(), sentBy: row.name, to: row.to_addresses, primaryDomain: row.primary_domain }
    : null;
};

/** GET /api/domainRequest/defaults: what the request form starts from for a site. */
export const domainRequestDefaults = async (db: Kysely<Database>, siteId: number): Promise<DomainRequestDefaults> => {
  const site = await requireSite(db, siteId);
  const ae = site.ae_id === null ? undefined : await db.selectFrom('users').select('email').where('id', '=', site.ae_id).executeTakeFirst();
  const provider = await providerContactOf(db, site.provider_id);
  return {
    fhid: site.id,
    fhName: site.name,
    primaryDomain: site.apex ?? '',
    fhEmail: site.email ?? '',
    aeEmail: ae?.email ?? '',
    providerEmail: provider?.email ?? '',
    providerName: provider?.name ?? null,
    lastRequest: await lastRequestOf(db, site.id),
  };
};
