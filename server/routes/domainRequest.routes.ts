import { domainRequestBody, domainRequestDefaultsQuery } from '../../domain/api/domainRequest.schema';
import { domainRequestDefaults } from '../domainRequest/domainRequestQueries';
import { sendDomainRequest } from '../domainRequest/sendDomainRequest';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';

/** The Domains tab's request form (part 2 §3, §5, §7): what it starts from, and sending it. */
export const domainRequestRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/domainRequest/defaults',
    capability: 'sendDomainRequest',
    query: domainRequestDefaultsQuery,
    handler: async ({ c, deps, query }) => c.json(await domainRequestDefaults(deps.db, query.fhid)),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/domainRequest',
    capability: 'sendDomainRequest',
    body: domainRequestBody,
    handler: async ({ c, deps, user, body }) => c.json(await sendDomainRequest(deps, user, body), 201),
  }),
];
