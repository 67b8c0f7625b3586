import { domainRequestEndpoints } from '../../domain/api/domainRequest.endpoints';
import { domainRequestDefaults } from '../domainRequest/domainRequestQueries';
import { sendDomainRequest } from '../domainRequest/sendDomainRequest';
import { answer, defineRoute, type RouteModule } from '../http/route';

/** The Domains tab's request form (domain/api/domainRequest.endpoints.ts, part 2 §3, §5, §7). */
export const domainRequestRoutes: RouteModule = () => [
  defineRoute(domainRequestEndpoints.defaults, ({ deps, query }) => domainRequestDefaults(deps.db, query.fhid)),
  defineRoute(domainRequestEndpoints.send, async ({ deps, user, body }) => answer(201, await sendDomainRequest(deps, user, body))),
];
