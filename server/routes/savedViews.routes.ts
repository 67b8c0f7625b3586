import { savedViewsEndpoints } from '../../domain/api/savedViews.endpoints';
import { answer, built, defineRoute, type RouteModule } from '../http/route';
import { createView, deleteView, listViews, updateView } from '../savedViews/savedViewQueries';

/**
 * /api/views: saved views of the site lists (domain/api/savedViews.endpoints.ts). Everyone keeps
 * views of their own and sees those shared with their role; only the owner or an admin changes a shared one.
 */
export const savedViewsRoutes: RouteModule = () => [
  defineRoute(savedViewsEndpoints.list, ({ deps, user, query }) => listViews(deps.db, user, query.screen)),
  defineRoute(savedViewsEndpoints.create, async ({ deps, user, body }) => answer(201, await createView(deps.db, user, body))),
  defineRoute(savedViewsEndpoints.update, ({ deps, user, params, body }) => updateView(deps.db, user, params.id, body, deps.now())),
  defineRoute(savedViewsEndpoints.remove, async ({ c, deps, user, params }) => {
    await deleteView(deps.db, user, params.id);
    return built(c.body(null, 204));
  }),
];
