import type { ProxyResult } from '../../domain/api/domainProxy.schema';
import { proxyFailureTexts } from '../../domain/domainProxy/proxyFailures';
import { dnsAccessConfirmedItemId, domainSecuredItemId } from '../../domain/siteChecklist/checklistItemIds';
import type { AppDeps, SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import type { DnsChange } from '../integrations/dns/dns.port';
import type { PublicRecordSet } from '../integrations/dns/publicDns.port';
import { writeLog } from '../log/writeLog';
import { writeChecklistTick } from '../siteChecklist/writeChecklistTick';
import { requireSite } from '../sites/requireSite';
import { isUniqueViolation } from '../db/uniqueViolation';
import { claimDomain, releaseDomain } from './domainClaim';

const copiedTtl = 300;
const alreadyProxied = () => new HttpError(403, proxyFailureTexts.alreadyProxied);

/** The zone's copy of everything public DNS showed (the apex, www and the well-known names). */
const copyOf = (records: readonly PublicRecordSet[]): DnsChange[] =>
  records.map((record) => ({ action: 'UPSERT', record: { ...record, values: [...record.values], ttl: copiedTtl } }));

/** Part 2 §3's lookupData: the apex's A, MX and TXT values and www's CNAME, of what was copied. */
const lookupDataOf = (domain: string, records: readonly PublicRecordSet[]): ProxyResult['lookupData'] => {
  const values = (name: string, type: PublicRecordSet['type']) =>
    records.filter((record) => record.name === name && record.type === type).flatMap((record) => record.values.map((Value) => ({ Value })));
  return { a: values(domain, 'A'), mx: values(domain, 'MX'), txt: values(domain, 'TXT'), cname: values(`www.${domain}`, 'CNAME') };
};

const proxyNote = (domain: string, zoneId: string, nameServers: readonly string[], onGodaddy: boolean): string =>
  [
    `Domain ${domain} proxied through hosted zone ${zoneId}.`,
    `Name servers: ${nameServers.join(', ')}`,
    onGodaddy
      ? 'The name servers were set at GoDaddy automatically.'
      : 'The domain is not in our GoDaddy account: set these name servers at its registrar by hand.',
  ].join('\n');

const proxyLogMessage = (domain: string, zoneId: string, onGodaddy: boolean): string =>
  `Domain ${domain} proxied (zone ${zoneId}); name servers ${onGodaddy ? 'set at GoDaddy' : 'to be set by hand'}`;

/** The outside steps and the site's own record, once the request holds the domain's claim. */
const proxyClaimed = async (deps: AppDeps, user: SessionUser, site: { id: number }, domain: string): Promise<ProxyResult> => {
  const records = await deps.integrations.publicDns.lookup(domain);
  const changes = copyOf(records);
  if (!changes.length) throw new HttpError(400, proxyFailureTexts.noRecords);
  const zone = await deps.integrations.dns.findOrCreateZone(domain);
  await deps.integrations.dns.changeRecords(zone.id, changes);
  const onGodaddy = await deps.integrations.registrar.setNameServers(domain, zone.nameServers);

  try {
    await deps.db.transaction().execute(async (trx) => {
      const locked = await requireSite(trx, site.id, { lock: true });
      if (locked.hosted_zone_id !== null) throw alreadyProxied();
      const at = deps.now();
      await trx
        .updateTable('sites')
        .set({ hosted_zone_id: zone.id, proxied_domain: domain, proxied_at: at, proxied_by: user.id })
        .where('id', '=', site.id)
        .execute();
      await trx
        .insertInto('notes')
        .values({
          site_id: site.id,
          user_id: user.id,
          type: 'Launch',
          note: proxyNote(domain, zone.id, zone.nameServers, onGodaddy),
          date_created: at,
        })
        .execute();
      // The domain is secured for launch only once its name servers point at us.
      const ticked = onGodaddy ? [dnsAccessConfirmedItemId, domainSecuredItemId] : [dnsAccessConfirmedItemId];
      for (const itemId of ticked) await writeChecklistTick(trx, { siteId: site.id, itemId, checked: true, userId: user.id, at });
      await writeLog(trx, { siteId: site.id, userId: user.id, message: proxyLogMessage(domain, zone.id, onGodaddy), logType: 'PROXY', at });
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isUniqueViolation(error)) throw alreadyProxied();
    console.error('[domainProxy] proxied but the site was not updated', error);
    throw new HttpError(406, proxyFailureTexts.notesFailed);
  }

  return {
    lookupData: lookupDataOf(domain, records),
    copied: records.map(({ name, type, values }) => ({ name, type, values: [...values] })),
    zoneId: zone.id,
    ns: zone.nameServers,
    onGodaddy,
  };
};

/**
 * POST /api/proxify (part 2 §3, §4, §8; docs/decisions/0244-proxy-order-and-failures.md): reads the
 * domain's public records (none: 400), finds or creates the hosted zone, copies the records into
 * it, and points the name servers at it when the domain is in our registrar account. Then, in one
 * transaction, the site keeps the zone (manage2Domain passes), a Launch note lists the name
 * servers, the checklist is ticked and PROXY is logged; that failing is 406. The outside steps are
 * safe to repeat, so a retry after a 406 or an outage converges.
 */
export const proxyDomain = async (deps: AppDeps, user: SessionUser, request: { domain: string; fhid: number }): Promise<ProxyResult> => {
  const { domain } = request;
  const site = await requireSite(deps.db, request.fhid);
  if (site.hosted_zone_id !== null) throw alreadyProxied();
  const other = await deps.db
    .selectFrom('sites')
    .select('id')
    .where('proxied_domain', '=', domain)
    .where('id', '!=', site.id)
    .executeTakeFirst();
  if (other) throw alreadyProxied();

  // Two requests for one domain may both pass the checks above: the claim lets one through (issue 28).
  if (!(await claimDomain(deps.db, domain, site.id, deps.now()))) throw alreadyProxied();
  try {
    return await proxyClaimed(deps, user, site, domain);
  } finally {
    await releaseDomain(deps.db, domain, site.id);
  }
};
