import { domainAvailabilityBody } from '../../domain/api/domainSearch.schema';
import { searchDomain } from '../domainSearch/searchDomain';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';

/** /godaddy-tools' Domain Availability Search (part 2 §2.11, §7): everyone signed in. */
export const domainSearchRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'post',
    path: '/api/godaddy/domain-availability',
    capability: 'searchDomainAvailability',
    body: domainAvailabilityBody,
    handler: async ({ c, deps, body }) => c.json(await searchDomain(deps, body)),
  }),
];
