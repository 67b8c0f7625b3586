import { markCoachedEndpoints } from '../../domain/api/markCoached.endpoints';
import { defineRoute, type RouteModule } from '../http/route';
import { markCoached } from '../markCoached/markCoached';

/** Mark Coached (domain/api/markCoached.endpoints.ts). */
export const markCoachedRoutes: RouteModule = () => [
  defineRoute(markCoachedEndpoints.markCoached, ({ deps, user, params, body }) =>
    markCoached(deps.db, { siteId: params.id, additionalNote: body.additionalNote, actor: user }, deps.now()),
  ),
];
