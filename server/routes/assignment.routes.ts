import { assignmentEndpoints } from '../../domain/api/assignment.endpoints';
import { type AssignmentRoute, assignmentRoutes as assignees } from '../../domain/api/assignment.schema';
import { assignSite } from '../assignment/assignSite';
import { addSiteCardMember, moveSiteCard } from '../assignment/boardCardActions';
import { defineRoute, type RouteModule } from '../http/route';

/** The six assignments of part 1 §7 and the board card calls that go with them (domain/api/assignment.endpoints.ts). */
export const assignmentRoutes: RouteModule = () => [
  ...(Object.keys(assignees) as AssignmentRoute[]).map((route) =>
    defineRoute(assignmentEndpoints[route], ({ deps, user, params, body }) => {
      const { role, field } = assignees[route];
      const request = { siteId: params.id, role, userId: body, field, actor: user };
      return assignSite({ db: deps.db, board: deps.integrations.board }, request, deps.now());
    }),
  ),
  defineRoute(assignmentEndpoints.moveCard, ({ deps, user, params, body }) =>
    moveSiteCard({ db: deps.db, board: deps.integrations.board }, { siteId: params.id, ...body, actor: user }, deps.now()),
  ),
  defineRoute(assignmentEndpoints.addCardMember, ({ deps, user, params, body }) =>
    addSiteCardMember(
      { db: deps.db, board: deps.integrations.board },
      { siteId: params.id, memberId: body.memberId, actor: user },
      deps.now(),
    ),
  ),
];
