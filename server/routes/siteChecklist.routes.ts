import { checkItemBody, checklistQuery } from '../../domain/api/siteChecklist.schema';
import { defaultChecklistType } from '../../domain/siteChecklist/checklistCatalogue';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { siteChecklist } from '../siteChecklist/siteChecklistQuery';
import { tickChecklistItem } from '../siteChecklist/tickChecklistItem';
import { requireSite } from '../sites/requireSite';

/** /api/siteChecklist (part 1 §7): everyone reads any checklist and ticks the types of their role (checklistTicking). */
export const siteChecklistRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/siteChecklist/checklist',
    capability: 'readSites',
    query: checklistQuery,
    handler: async ({ c, deps, user, query }) => {
      const site = await requireSite(deps.db, query.fhid);
      return c.json(await siteChecklist(deps.db, site.id, query.typeId ?? defaultChecklistType(user.role)));
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/siteChecklist/checkItem',
    capability: 'tickChecklist',
    body: checkItemBody,
    handler: async ({ c, deps, user, body }) =>
      c.json(await tickChecklistItem(deps, user, { siteId: body.fhid, itemId: body.siteChecklistId, checked: body.checked })),
  }),
];
