import { Hono } from 'hono';
import { checkItemBody, checklistQuery } from '../../domain/api/siteChecklist.schema';
import { defaultChecklistType } from '../../domain/siteChecklist/checklistCatalogue';
import { siteChecklist } from '../siteChecklist/siteChecklistQuery';
import { tickChecklistItem } from '../siteChecklist/tickChecklistItem';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { readJson, readQuery } from '../http/validate';
import { requireSiteExists } from '../sites/requireSite';

/** /api/siteChecklist (part 1 §7): everyone reads any checklist; ticking follows checklistTicking. */
export const checklistRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();

  routes.get('/checklist', async (c) => {
    const { fhid, typeId } = readQuery(c, checklistQuery);
    await requireSiteExists(deps.db, fhid);
    return c.json(await siteChecklist(deps.db, fhid, typeId ?? defaultChecklistType(c.get('user').role)));
  });

  routes.post('/checkItem', async (c) => {
    const body = await readJson(c, checkItemBody);
    return c.json(await tickChecklistItem(deps, c.get('user'), { siteId: body.fhid, itemId: body.siteChecklistId, checked: body.checked }));
  });

  return routes;
};
