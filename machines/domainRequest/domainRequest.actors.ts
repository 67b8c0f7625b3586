import type { DomainRequestDefaults, DomainRequestSent } from '../../domain/api/domainRequest.schema';
import type { DomainRequest } from '../../domain/domainRequest/domainRequestRules';
import { unprovided } from '../shared/unprovided';

/** The contract of the domain request form's actors (/api/domainRequest, part 2 §7). */
export const unprovidedDomainRequestActors = {
  loadDefaults: unprovided<DomainRequestDefaults, { fhid: number }>('domainRequest', 'loadDefaults'),
  sendRequest: unprovided<DomainRequestSent, DomainRequest>('domainRequest', 'sendRequest'),
};

export type DomainRequestActors = typeof unprovidedDomainRequestActors;

/** Part 2 §8's success toast; the failure text is ours (docs/decisions/0245-domain-request-form.md). */
export const domainRequestToasts = {
  sent: 'Domain Request Sent!',
  sendFailed: 'Unable to send domain request',
} as const;
