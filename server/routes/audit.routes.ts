import { auditEndpoints } from '../../domain/api/audit.endpoints';
import { auditCsv } from '../../domain/audit/auditCsv';
import { auditCsvStream } from '../audit/auditCsvStream';
import { readAuditPage } from '../audit/auditQueries';
import { recordAudit } from '../audit/recordAudit';
import { built, defineRoute, type RouteModule } from '../http/route';

/** The audit log (domain/api/audit.endpoints.ts, issue 34). */
export const auditRoutes: RouteModule = () => [
  defineRoute(auditEndpoints.list, ({ deps, query }) => {
    const { cursor, ...filter } = query;
    return readAuditPage(deps.db, filter, cursor);
  }),
  defineRoute(auditEndpoints.export, async ({ c, deps, query }) => {
    // Taking the log away is itself on the log, with the filters it was taken with.
    await recordAudit(deps.db, {
      kind: 'export',
      entity: 'audit_entries',
      entityId: '',
      changes: [{ field: 'filters', before: null, after: query }],
    });
    return built(
      c.body(auditCsvStream(deps.db, query), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${auditCsv.fileName(deps.now())}"`,
        'cache-control': 'no-store',
      }),
    );
  }),
];
