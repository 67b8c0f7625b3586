import { domainSearchEndpoints } from '../../domain/api/domainSearch.endpoints';
import { searchDomain } from '../domainSearch/searchDomain';
import { defineRoute, type RouteModule } from '../http/route';

/** /godaddy-tools' Domain Availability Search (domain/api/domainSearch.endpoints.ts, part 2 §2.11, §7): everyone signed in. */
export const domainSearchRoutes: RouteModule = () => [
  defineRoute(domainSearchEndpoints.availability, ({ deps, body }) => searchDomain(deps, body)),
];
