import { siteChecklistEndpoints } from '../../domain/api/siteChecklist.endpoints';
import { defaultChecklistType } from '../../domain/siteChecklist/checklistCatalogue';
import { defineRoute, type RouteModule } from '../http/route';
import { siteChecklist } from '../siteChecklist/siteChecklistQuery';
import { tickChecklistItem } from '../siteChecklist/tickChecklistItem';
import { requireSite } from '../sites/requireSite';

/** /api/siteChecklist (domain/api/siteChecklist.endpoints.ts): everyone reads any checklist and ticks the types of their role (checklistTicking). */
export const siteChecklistRoutes: RouteModule = () => [
  defineRoute(siteChecklistEndpoints.checklist, async ({ deps, user, query }) => {
    const site = await requireSite(deps.db, query.fhid);
    return siteChecklist(deps.db, site.id, query.typeId ?? defaultChecklistType(user.role));
  }),
  defineRoute(siteChecklistEndpoints.checkItem, ({ deps, user, body }) =>
    tickChecklistItem(deps, user, { siteId: body.fhid, itemId: body.siteChecklistId, checked: body.checked }),
  ),
];
