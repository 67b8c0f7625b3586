import { siteExportEndpoints } from '../../domain/api/siteExport.endpoints';
import { listScreens } from '../../domain/siteList/listScreens';
import { recordAudit } from '../audit/recordAudit';
import { built, defineRoute, type RouteModule } from '../http/route';
import { siteCsvStream } from '../siteExport/siteCsvStream';

/** GET /api/sites/export: a list's matching rows as a CSV download (domain/api/siteExport.endpoints.ts). */
export const siteExportRoutes: RouteModule = () => [
  defineRoute(siteExportEndpoints.export, async ({ c, deps, user, query }) => {
    const { screen, ...params } = query;
    await recordAudit(deps.db, {
      kind: 'export',
      entity: 'sites',
      entityId: '',
      changes: [{ field: 'filters', before: null, after: query }],
    });
    const { fileName, body } = await siteCsvStream(deps.db, { params, screen: listScreens[screen], user, at: deps.now() });
    return built(
      c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      }),
    );
  }),
];
