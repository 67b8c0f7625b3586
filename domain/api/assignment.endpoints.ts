import type { Capability } from '../permissions';
import { type AssignmentRoute, assignmentBodySchema, assignmentResponseSchema, assignmentRoutes } from './assignment.schema';
import { addCardMemberBodySchema, boardCardDoneSchema, moveCardBodySchema } from './boardCard.schema';
import { endpoint } from './endpoint';
import { idParams } from './id.schema';

const assignRules = [
  "The id is a number or a digit string; `null` or `'none'` unassigns. Anyone but an active user of the role answers 400 naming the field. Answers `true`, or a JSON string the browser shows as a warning: `'Corporate site'` (an account manager change, assign or unassign, on a site whose corporation_id is not 1; nothing changes), or `'Assigned, but the board card was not moved: …'` (the designer assignment stands but the task board refused the card move).",
  "Each change writes one log entry in the same transaction: `'<name> assigned as <role title>'` or `'<Role title> unassigned'`, titles designer, floral specialist, account manager, SDR, account executive, QA; log types DESIGNER, FLORIST, AM, SDR, AE, CARES. Picking the person already assigned changes and logs nothing.",
].join('\n\n');

const designerAndStatus =
  'Designer and status (decisions.md §3, through the siteLifecycle machine): assigning on Ready for Design or Rebuild moves the site to In Design and its board card to DESIGN.ASSIGNED; unassigning on In Design moves it back to Ready for Design and the card to INTAKE.READY_FOR_DESIGNER; on Revisions Needed the status stays. In every other status the designer changes without a status change.';

/** POST /api/sites/{id}/<route> {<field>: id | null | 'none'}: one assignee role of a site (part 1 §7). */
const assign = <R extends AssignmentRoute, C extends Capability>(route: R, capability: C, summary: string, extra = '') =>
  endpoint({
    method: 'post',
    path: `/api/sites/:id{[0-9]+}/${route}`,
    capability,
    summary,
    description: [`Body \`{${assignmentRoutes[route].field}}\`.`, assignRules, extra].filter((part) => part !== '').join('\n\n'),
    params: idParams,
    body: assignmentBodySchema(route),
    answers: { 200: assignmentResponseSchema },
  });

/** The six assignments of part 1 §7 and the board card calls that go with them. */
export const assignmentEndpoints = {
  assignDesigner: assign('assignDesigner', 'assignDesigner', "Assigns or unassigns a site's designer (admin, designer)", designerAndStatus),
  assignFlorist: assign(
    'assignFlorist',
    'assignFlorist',
    "Assigns or unassigns a site's floral specialist (admin, florist: a florist may assign themself)",
  ),
  assignAm: assign('assignAm', 'assignAm', "Assigns or unassigns a site's account manager (admin, am)"),
  assignSdr: assign('assignSdr', 'assignSdr', "Assigns or unassigns a site's SDR (admin)"),
  assignAe: assign('assignAe', 'assignAe', "Assigns or unassigns a site's account executive (admin, executive)"),
  assignCares: assign('assignCares', 'assignCare', "Assigns or unassigns a site's QA person (admin, care)"),
  moveCard: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/moveTrelloCard',
    capability: 'moveBoardCard',
    summary: "Moves a site's board card to a list",
    description:
      "`{targetList, originList}` (board list names of `domain/boardLists.ts`), capability moveBoardCard (admin, designer): moves the site's card to targetList wherever it is, logs 'Board card moved from <originList> to <targetList>'. Answers `true`.",
    params: idParams,
    body: moveCardBodySchema,
    answers: { 200: boardCardDoneSchema },
    refusals: { 409: "'This site has no board card'" },
  }),
  addCardMember: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/addTrelloMember',
    capability: 'addBoardMember',
    summary: "Adds a member to a site's board card",
    description:
      "`{memberId}` (a user's trello_id), capability addBoardMember (admin, executive, designer, florist, am, care: whoever may assign someone): adds the member to the card, muted log entry. Answers `true`.",
    params: idParams,
    body: addCardMemberBodySchema,
    answers: { 200: boardCardDoneSchema },
    refusals: { 409: "'This site has no board card'" },
  }),
};
