import { addCardMemberBodySchema, moveCardBodySchema } from '../../domain/api/boardCard.schema';
import { type AssignmentRoute, assignmentBodySchema, assignmentRoutes as assignees } from '../../domain/api/assignment.schema';
import type { Capability } from '../../domain/permissions';
import { assignSite } from '../assignment/assignSite';
import { addSiteCardMember, moveSiteCard } from '../assignment/boardCardActions';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';

/** The capability each assignment route needs (decisions.md §2). */
const assignmentCapability: Record<AssignmentRoute, Capability> = {
  assignDesigner: 'assignDesigner',
  assignFlorist: 'assignFlorist',
  assignAm: 'assignAm',
  assignSdr: 'assignSdr',
  assignAe: 'assignAe',
  assignCares: 'assignCare',
};

/** The six assignments of part 1 §7 and the board card calls that go with them. */
export const assignmentRoutes: RouteModule = () => [
  ...(Object.keys(assignees) as AssignmentRoute[]).map((route) =>
    defineLegacyRoute({
      method: 'post',
      path: `/api/sites/:id{[0-9]+}/${route}`,
      capability: assignmentCapability[route],
      params: idParams,
      body: assignmentBodySchema(route),
      handler: async ({ c, deps, user, params, body }) => {
        const { role, field } = assignees[route];
        const request = { siteId: params.id, role, userId: body, field, actor: user };
        return c.json(await assignSite({ db: deps.db, board: deps.integrations.board }, request, deps.now()));
      },
    }),
  ),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/moveTrelloCard',
    capability: 'moveBoardCard',
    params: idParams,
    body: moveCardBodySchema,
    handler: async ({ c, deps, user, params, body }) =>
      c.json(await moveSiteCard({ db: deps.db, board: deps.integrations.board }, { siteId: params.id, ...body, actor: user }, deps.now())),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/addTrelloMember',
    capability: 'addBoardMember',
    params: idParams,
    body: addCardMemberBodySchema,
    handler: async ({ c, deps, user, params, body }) =>
      c.json(
        await addSiteCardMember({ db: deps.db, board: deps.integrations.board }, { siteId: params.id, memberId: body.memberId, actor: user }, deps.now()),
      ),
  }),
];
