import { domainRequestEndpoints } from '../../domain/api/domainRequest.endpoints';
import type { Notice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The contract of the domain request form's actors (domain/api/domainRequest.endpoints.ts, part 2 §7). */
export const unprovidedDomainRequestActors = {
  loadDefaults: unprovidedEndpoint('domainRequest', 'loadDefaults', domainRequestEndpoints.defaults),
  sendRequest: unprovidedEndpoint('domainRequest', 'sendRequest', domainRequestEndpoints.send),
};

export type DomainRequestActors = typeof unprovidedDomainRequestActors;

/**
 * Part 2 §8's success toast; the failure text is ours (docs/decisions/0245-domain-request-form.md),
 * replaced by the server's reason when it refused.
 */
export const domainRequestNotices = {
  sent: { tone: 'success', message: 'Domain Request Sent!' },
  sendFailed: (refusal: string | null): Notice => ({ tone: 'error', message: refusal ?? 'Unable to send domain request' }),
} as const satisfies Record<string, Notice | ((...args: never[]) => Notice)>;
