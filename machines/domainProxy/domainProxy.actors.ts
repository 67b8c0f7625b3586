import type { ProxyResult } from '../../domain/api/domainProxy.schema';
import { unprovided } from '../shared/unprovided';

/** The contract of the proxy tool's actor (POST /api/proxify, part 2 §7). */
export const unprovidedDomainProxyActors = {
  proxifyDomain: unprovided<ProxyResult, { domain: string; fhid: number }>('domainProxy', 'proxifyDomain'),
};

export type DomainProxyActors = typeof unprovidedDomainProxyActors;

/** Part 2 §8's success toast. */
export const domainProxyToasts = { proxied: 'Domain Proxied' } as const;
