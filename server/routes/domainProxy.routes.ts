import { domainProxyEndpoints } from '../../domain/api/domainProxy.endpoints';
import { proxyDomain } from '../domainProxy/proxyDomain';
import { defineRoute, type RouteModule } from '../http/route';

/** The Domains tab's proxy tool (domain/api/domainProxy.endpoints.ts, part 2 §3, §4, §7, §8): admin and launch. */
export const domainProxyRoutes: RouteModule = () => [
  defineRoute(domainProxyEndpoints.proxify, ({ deps, user, body }) => proxyDomain(deps, user, body)),
];
