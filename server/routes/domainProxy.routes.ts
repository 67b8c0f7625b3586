import { proxifyBody } from '../../domain/api/domainProxy.schema';
import { proxyDomain } from '../domainProxy/proxyDomain';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';

/** The Domains tab's proxy tool (part 2 §3, §4, §7, §8): admin and launch. */
export const domainProxyRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'post',
    path: '/api/proxify',
    capability: 'useProxyTool',
    body: proxifyBody,
    handler: async ({ c, deps, user, body }) => c.json(await proxyDomain(deps, user, body)),
  }),
];
