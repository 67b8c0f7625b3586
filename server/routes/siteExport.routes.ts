import { siteExportQuery } from '../../domain/api/siteExport.schema';
import { listScreens } from '../../domain/siteList/listScreens';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { siteCsvStream } from '../siteExport/siteCsvStream';

/** GET /api/sites/export: a list's matching rows as a CSV download (issue 19). */
export const siteExportRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/export',
    capability: 'readSites',
    query: siteExportQuery,
    handler: async ({ c, deps, user, query }) => {
      const { screen, ...params } = query;
      const { fileName, body } = await siteCsvStream(deps.db, { params, screen: listScreens[screen], user, at: deps.now() });
      return c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    },
  }),
];
