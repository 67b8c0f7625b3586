import { createViewBody, listViewsQuery, updateViewBody } from '../../domain/api/savedViews.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { createView, deleteView, listViews, updateView } from '../savedViews/savedViewQueries';

/**
 * /api/views: saved views of the site lists (issue 19). Everyone keeps views of their own and
 * sees those shared with their role; only the owner or an admin changes a shared one.
 */
export const savedViewsRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/views',
    capability: 'readSites',
    query: listViewsQuery,
    handler: async ({ c, deps, user, query }) => c.json(await listViews(deps.db, user, query.screen)),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/views',
    capability: 'saveViews',
    body: createViewBody,
    handler: async ({ c, deps, user, body }) => c.json(await createView(deps.db, user, body), 201),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/views/:id{[0-9]+}',
    capability: 'saveViews',
    params: idParams,
    body: updateViewBody,
    handler: async ({ c, deps, user, params, body }) => c.json(await updateView(deps.db, user, params.id, body, deps.now())),
  }),
  defineLegacyRoute({
    method: 'delete',
    path: '/api/views/:id{[0-9]+}',
    capability: 'saveViews',
    params: idParams,
    handler: async ({ c, deps, user, params }) => {
      await deleteView(deps.db, user, params.id);
      return c.body(null, 204);
    },
  }),
];
