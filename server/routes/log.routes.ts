import { logEndpoints } from '../../domain/api/log.endpoints';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { addLogEntry } from '../log/addLogEntry';
import { readLog } from '../log/readLog';
import { requireSite } from '../sites/requireSite';

/** /api/log: the browser's log writes and the Recent Updates timeline (domain/api/log.endpoints.ts). */
export const logRoutes: RouteModule = () => [
  defineRoute(logEndpoints.write, async ({ deps, user, body }) => answer(201, await addLogEntry(deps, user, body))),
  defineRoute(logEndpoints.read, async ({ deps, params, query }) => {
    const site = await requireSite(deps.db, params.id);
    return readLog(deps.db, site.id, query.logType);
  }),
];
