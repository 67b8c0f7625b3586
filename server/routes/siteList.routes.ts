import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { sendJsonAnswer } from '../http/jsonAnswer';
import { siteListAnswer } from '../siteList/siteListQuery';
import { aeStats, careStats, designerStats } from '../siteList/siteStatsQuery';

/** The site list (GET /api/sites) and the My Sites stats cards. */
export const siteListRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites',
    capability: 'readSites',
    query: siteListQuerySchema,
    handler: async ({ c, deps, user, query }) => sendJsonAnswer(c, await siteListAnswer(deps.db, query, user, deps.now())),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/designers/:id{[0-9]+}/stats',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => c.json(await designerStats(deps.db, params.id)),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/aes/:id{[0-9]+}/stats',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => c.json(await aeStats(deps.db, params.id, deps.now())),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/cares/stats',
    capability: 'readSites',
    handler: async ({ c, deps }) => c.json(await careStats(deps.db)),
  }),
];
