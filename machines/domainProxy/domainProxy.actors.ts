import { domainProxyEndpoints } from '../../domain/api/domainProxy.endpoints';
import { proxyFailureText } from '../../domain/domainProxy/proxyFailures';
import type { Notice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The contract of the proxy tool's actor (domain/api/domainProxy.endpoints.ts, part 2 §7). */
export const unprovidedDomainProxyActors = {
  proxifyDomain: unprovidedEndpoint('domainProxy', 'proxifyDomain', domainProxyEndpoints.proxify),
};

export type DomainProxyActors = typeof unprovidedDomainProxyActors;

/** Part 2 §8's toasts: the success, and a failure in the catalogue's words (proxyFailureText). */
export const domainProxyNotices = {
  proxied: { tone: 'success', message: 'Domain Proxied' },
  proxyFailed: (error: unknown): Notice => ({ tone: 'error', message: proxyFailureText(error) }),
} as const satisfies Record<string, Notice | ((...args: never[]) => Notice)>;
