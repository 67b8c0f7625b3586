import { updateLastCoachedBodySchema } from '../../domain/api/markCoached.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { markCoached } from '../markCoached/markCoached';

/** Mark Coached (part 2 §2.8). */
export const markCoachedRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/updateLastCoached',
    capability: 'markCoached',
    params: idParams,
    body: updateLastCoachedBodySchema,
    handler: async ({ c, deps, user, params, body }) =>
      c.json(await markCoached(deps.db, { siteId: params.id, additionalNote: body.additionalNote, actor: user }, deps.now())),
  }),
];
