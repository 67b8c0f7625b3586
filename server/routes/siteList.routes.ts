import { Hono } from 'hono';
import { addCardMemberBodySchema, moveCardBodySchema } from '../../domain/api/boardCard.schema';
import { assignmentBodySchema, assignmentRoutes, type AssignmentRoute } from '../../domain/api/assignment.schema';
import { updateLastCoachedBodySchema } from '../../domain/api/markCoached.schema';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import type { Capability } from '../../domain/permissions';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { requireCapability } from '../http/authorize';
import { conflict, notFound } from '../http/httpError';
import { readIdParam, readJson, readQuery } from '../http/validate';
import { assignSite } from '../assignment/assignSite';
import { addSiteCardMember, moveSiteCard } from '../assignment/boardCardActions';
import { markCoached } from '../markCoached/markCoached';
import { getSiteDetail } from '../siteDetail/siteDetailQuery';
import { listSites } from '../siteList/siteListQuery';

/** The capability each assignment route needs (decisions.md §2). */
const assignmentCapability: Record<AssignmentRoute, Capability> = {
  assignDesigner: 'assignDesigner',
  assignFlorist: 'assignFlorist',
  assignAm: 'assignAm',
  assignSdr: 'assignSdr',
  assignAe: 'assignAe',
  assignCares: 'assignCare',
};

/**
 * /api/sites: the list, one site, deleting a test site, the six assignments, the board card calls
 * and Mark Coached.
 * Ids are digits in the path pattern, so other modules' words under /api/sites (such as
 * /api/sites/search) are not taken for ids.
 */
export const sitesRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  routes.get('/', async (c) => {
    const params = readQuery(c, siteListQuerySchema);
    return c.json(await listSites(db, params, c.get('user'), deps.now()));
  });

  routes.get('/:id{[0-9]+}', async (c) => {
    const site = await getSiteDetail(db, readIdParam(c), deps.now());
    if (!site) throw notFound('Site');
    return c.json(site);
  });

  routes.delete('/:id{[0-9]+}', requireCapability('deleteTestSite'), async (c) => {
    const siteId = readIdParam(c);
    await db.transaction().execute(async (trx) => {
      const site = await trx.selectFrom('sites').select(['id', 'launcher_label']).where('id', '=', siteId).forUpdate().executeTakeFirst();
      if (!site) throw notFound('Site');
      if (site.launcher_label !== 'Test') throw conflict(`Only test sites can be deleted: this site is ${site.launcher_label}`);
      await trx.deleteFrom('sites').where('id', '=', site.id).execute();
    });
    return c.body(null, 204);
  });

  for (const route of Object.keys(assignmentRoutes) as AssignmentRoute[]) {
    const { role, field } = assignmentRoutes[route];
    routes.post(`/:id{[0-9]+}/${route}`, requireCapability(assignmentCapability[route]), async (c) => {
      const siteId = readIdParam(c);
      const userId = await readJson(c, assignmentBodySchema(route));
      const request = { siteId, role, userId, field, actor: c.get('user') };
      return c.json(await assignSite({ db, board: deps.integrations.board }, request, deps.now()));
    });
  }

  routes.post('/:id{[0-9]+}/moveTrelloCard', requireCapability('moveBoardCard'), async (c) => {
    const siteId = readIdParam(c);
    const body = await readJson(c, moveCardBodySchema);
    return c.json(await moveSiteCard({ db, board: deps.integrations.board }, { siteId, ...body, actor: c.get('user') }, deps.now()));
  });

  routes.post('/:id{[0-9]+}/addTrelloMember', requireCapability('addBoardMember'), async (c) => {
    const siteId = readIdParam(c);
    const { memberId } = await readJson(c, addCardMemberBodySchema);
    return c.json(await addSiteCardMember({ db, board: deps.integrations.board }, { siteId, memberId, actor: c.get('user') }, deps.now()));
  });

  routes.post('/:id{[0-9]+}/updateLastCoached', requireCapability('markCoached'), async (c) => {
    const siteId = readIdParam(c);
    const { additionalNote } = await readJson(c, updateLastCoachedBodySchema);
    return c.json(await markCoached(db, { siteId, additionalNote, actor: c.get('user') }, deps.now()));
  });

  return routes;
};
