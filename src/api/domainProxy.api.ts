import { domainProxyEndpoints } from '../../domain/api/domainProxy.endpoints';
import type { DomainProxyActors } from '../../machines/domainProxy/domainProxy.actors';
import { fromEndpoint } from './fromEndpoint';

/** The proxy tool's actor: POST /api/proxify as domain/api/domainProxy.endpoints.ts declares it. */
export const domainProxyActors: DomainProxyActors = {
  proxifyDomain: fromEndpoint(domainProxyEndpoints.proxify),
};
