import { bulkActionBody } from '../../domain/api/bulkActions.schema';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import { applyBulkAction } from '../bulkActions/applyBulkAction';
import { matchingSiteIds } from '../bulkActions/matchingSiteIds';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';

/** Bulk actions on the site lists (issue 19): the ids 'select all N matching' selects, and one change on up to 500 sites. */
export const bulkActionsRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/ids',
    capability: 'readSites',
    query: siteListQuerySchema,
    handler: async ({ c, deps, user, query }) => c.json(await matchingSiteIds(deps.db, query, user, deps.now())),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/bulk',
    capability: 'bulkEditSites',
    body: bulkActionBody,
    handler: async ({ c, deps, user, body }) => c.json(await applyBulkAction(deps, user, body)),
  }),
];
