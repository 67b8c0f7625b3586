import { subscriberImportEndpoints } from '../../domain/api/subscriberImport.endpoints';
import { defineRoute, type RouteModule } from '../http/route';
import { requireSite } from '../sites/requireSite';
import { importSubscribers } from '../subscriberImport/importSubscribers';
import { siteSubscribers } from '../subscriberImport/subscriberQueries';

/** The Actions tab's Subscriber Import (domain/api/subscriberImport.endpoints.ts, issue 15). */
export const subscriberImportRoutes: RouteModule = () => [
  defineRoute(subscriberImportEndpoints.list, async ({ deps, params }) => {
    await requireSite(deps.db, params.id);
    return siteSubscribers(deps.db, params.id);
  }),
  defineRoute(subscriberImportEndpoints.import, ({ deps, user, params, body }) => importSubscribers(deps, user, params.id, body)),
];
