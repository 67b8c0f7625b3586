import type { DomainRequestSent } from '../../domain/api/domainRequest.schema';
import { changedLockedFields, type DomainRequest, mayEditLockedDomainRequestFields } from '../../domain/domainRequest/domainRequestRules';
import { domainRequestedItemId } from '../../domain/siteChecklist/checklistItemIds';
import type { AppDeps, SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { writeChecklistTick } from '../siteChecklist/writeChecklistTick';
import { requireSite } from '../sites/requireSite';
import { domainRequestDefaults } from './domainRequestQueries';
import { domainRequestMessage } from './domainRequestMessage';

const domainRequestLogMessage = (to: readonly string[], domain: string): string => `Domain request sent to ${to.join(', ')} for ${domain}`;

/**
 * POST /api/domainRequest: mails the request (the sandbox outbox by default), then records it on
 * the site, ticks 'Domain requested' (191) and logs it (DOMAIN) in one transaction. Only admin may
 * change the AE e-mail or the domain the site records (403 naming them). A mail failure is the
 * mail integration's error and leaves nothing behind.
 */
export const sendDomainRequest = async (deps: AppDeps, user: SessionUser, request: DomainRequest): Promise<DomainRequestSent> => {
  const recorded = await domainRequestDefaults(deps.db, request.fhid);
  if (!mayEditLockedDomainRequestFields(user.role)) {
    const changed = changedLockedFields(request, recorded);
    if (changed.length)
      throw new HttpError(403, `Only an admin may change ${changed.join(' and ')} of a domain request`, { field: changed[0] });
  }
  const message = domainRequestMessage(request, user);
  const { messageId } = await deps.integrations.mail.send(message);
  const at = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, request.fhid, { lock: true });
    const row = await trx
      .insertInto('domain_requests')
      .values({
        site_id: site.id,
        user_id: user.id,
        fh_name: request.fhName,
        primary_domain: request.primaryDomain,
        additional_domains: JSON.stringify(request.additionalDomains),
        provider_email: request.providerEmail || null,
        other_email: request.otherEmail || null,
        fh_email: request.fhEmail,
        ae_email: request.aeEmail || null,
        additional_cc: JSON.stringify(request.additionalCc),
        ae_notes: request.aeNotes || null,
        to_addresses: JSON.stringify(message.to),
        cc_addresses: JSON.stringify(message.cc ?? []),
        message_id: messageId,
        sent_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeChecklistTick(trx, { siteId: site.id, itemId: domainRequestedItemId, checked: true, userId: user.id, at });
    await writeLog(trx, {
      siteId: site.id,
      userId: user.id,
      message: domainRequestLogMessage(message.to, request.primaryDomain),
      logType: 'DOMAIN',
      at,
    });
    return row.id;
  });
  return { id, sentAt: at.toISOString(), sentBy: user.name, to: message.to, cc: message.cc ?? [], primaryDomain: request.primaryDomain };
};
