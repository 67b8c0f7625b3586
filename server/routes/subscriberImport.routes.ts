import { importSubscribersBody } from '../../domain/api/subscriberImport.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { requireSite } from '../sites/requireSite';
import { importSubscribers } from '../subscriberImport/importSubscribers';
import { siteSubscribers } from '../subscriberImport/subscriberQueries';

/** The Actions tab's Subscriber Import (issue 15): the site's subscribers and the CSV import. */
export const subscriberImportRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/subscribers',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => {
      await requireSite(deps.db, params.id);
      return c.json(await siteSubscribers(deps.db, params.id));
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/subscribers/import',
    capability: 'importSubscribers',
    params: idParams,
    body: importSubscribersBody,
    handler: async ({ c, deps, user, params, body }) => c.json(await importSubscribers(deps, user, params.id, body)),
  }),
];
