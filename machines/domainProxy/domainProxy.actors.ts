import { domainProxyEndpoints } from '../../domain/api/domainProxy.endpoints';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The contract of the proxy tool's actor (domain/api/domainProxy.endpoints.ts, part 2 §7). */
export const unprovidedDomainProxyActors = {
  proxifyDomain: unprovidedEndpoint('domainProxy', 'proxifyDomain', domainProxyEndpoints.proxify),
};

export type DomainProxyActors = typeof unprovidedDomainProxyActors;

/** Part 2 §8's success toast. */
export const domainProxyToasts = { proxied: 'Domain Proxied' } as const;
