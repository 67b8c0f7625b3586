import {
  domainRequestBody,
  domainRequestDefaultsQuery,
  domainRequestDefaultsSchema,
  domainRequestSentSchema,
} from './domainRequest.schema';
import { endpoint } from './endpoint';

/** The Domains tab's request form (part 2 §3, §5, §7; docs/decisions/0240-0245): admin, launch, ae, sdr. */
export const domainRequestEndpoints = {
  defaults: endpoint({
    method: 'get',
    path: '/api/domainRequest/defaults',
    capability: 'sendDomainRequest',
    summary: 'What the domain request form starts from',
    description:
      "The site's own values, the provider's contact (`providerEmail` follows part 2 §9's provider-to-contact map) and the last request sent for the site, if any.",
    query: domainRequestDefaultsQuery,
    answers: { 200: domainRequestDefaultsSchema },
    refusals: { 404: 'Site not found' },
  }),
  send: endpoint({
    method: 'post',
    path: '/api/domainRequest',
    capability: 'sendDomainRequest',
    summary: 'Sends a domain request',
    description: [
      "400 names every bad field (fhEmail and primaryDomain required; every e-mail and domain checked; domains normalised). 403 'Only an admin may change aeEmail and primaryDomain of a domain request' for a non-admin changing the site's aeEmail or primaryDomain.",
      '',
      "Mails To the provider's contact and otherEmail (the funeral home when neither), CC the funeral home, the AE and additionalCc; then records the request, ticks 191 and logs DOMAIN in one transaction. A mail failure answers the mail integration's error and records nothing.",
    ].join('\n'),
    body: domainRequestBody,
    answers: { 201: domainRequestSentSchema },
    refusals: { 404: 'Site not found', 502: 'The mail service failed; nothing is recorded' },
  }),
};
