import { readLogQuery, writeLogBody } from '../../domain/api/log.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { addLogEntry } from '../log/addLogEntry';
import { readLog } from '../log/readLog';
import { requireSite } from '../sites/requireSite';

/** /api/log: the browser's log writes and the Recent Updates timeline (part 1 §7). Everyone signed in may read and write. */
export const logRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'post',
    path: '/api/log',
    capability: 'writeLog',
    body: writeLogBody,
    handler: async ({ c, deps, user, body }) => c.json(await addLogEntry(deps, user, body), 201),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/log/:id{[0-9]+}',
    capability: 'readSites',
    params: idParams,
    query: readLogQuery,
    handler: async ({ c, deps, params, query }) => {
      const site = await requireSite(deps.db, params.id);
      return c.json(await readLog(deps.db, site.id, query.logType));
    },
  }),
];
