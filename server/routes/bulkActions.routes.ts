import { bulkActionsEndpoints } from '../../domain/api/bulkActions.endpoints';
import { applyBulkAction } from '../bulkActions/applyBulkAction';
import { matchingSiteIds } from '../bulkActions/matchingSiteIds';
import { defineRoute, type RouteModule } from '../http/route';

/** Bulk actions on the site lists (domain/api/bulkActions.endpoints.ts): the ids 'select all N matching' selects, and one change on up to 500 sites. */
export const bulkActionsRoutes: RouteModule = () => [
  defineRoute(bulkActionsEndpoints.matchingIds, ({ deps, user, query }) => matchingSiteIds(deps.db, query, user, deps.now())),
  defineRoute(bulkActionsEndpoints.apply, ({ deps, user, body }) => applyBulkAction(deps, user, body)),
];
