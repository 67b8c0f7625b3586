import type { Kysely, Transaction } from 'kysely';
import { type AssignmentResponse, corporateSiteWarning } from '../../domain/api/assignment.schema';
import { boardListForStatus } from '../../domain/boardLists';
import type { LogType } from '../../domain/log/logTypes';
import type { AssigneeRole } from '../../domain/roles';
import type { SiteStatus } from '../../domain/siteStatus';
import { nextStatus } from '../../machines/siteLifecycle/nextStatus';
import type { Database } from '../db/schema';
import type { SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import type { TaskBoard } from '../integrations/board/board.port';
import { notifyAssignment } from '../inbox/inboxTriggers';
import { writeLog } from '../log/writeLog';
import { applySiteEvent } from '../siteLifecycle/applySiteEvent';
import { requireSite } from '../sites/requireSite';

/** The site column and the log wording of each assignee role (log types of part 1 §3). */
const assigneeRoleFacts = {
  designer: { column: 'designer_id', title: 'designer', logType: 'DESIGNER' },
  florist: { column: 'florist_id', title: 'floral specialist', logType: 'FLORIST' },
  am: { column: 'am_id', title: 'account manager', logType: 'AM' },
  sdr: { column: 'sdr_id', title: 'SDR', logType: 'SDR' },
  ae: { column: 'ae_id', title: 'account executive', logType: 'AE' },
  care: { column: 'care_id', title: 'QA', logType: 'CARES' },
} as const satisfies Record<AssigneeRole, { column: string; title: string; logType: LogType }>;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** '<name> assigned as designer' or 'Designer unassigned'. */
const assignmentLogMessage = (role: AssigneeRole, assigneeName: string | null): string => {
  const { title } = assigneeRoleFacts[role];
  return assigneeName === null ? `${capitalised(title)} unassigned` : `${assigneeName} assigned as ${title}`;
};

interface AssignmentRequest {
  siteId: number;
  role: AssigneeRole;
  /** null unassigns. */
  userId: number | null;
  /** The body field, named in a 400. */
  field: string;
  actor: SessionUser;
}

/** The picked person must be an active user of the role: anyone else is a 400 naming the field. */
const requireAssignee = async (db: Kysely<Database>, request: AssignmentRequest) => {
  if (request.userId === null) return null;
  const user = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', request.userId)
    .where('role', '=', request.role)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!user) {
    const reason = `must be an active ${assigneeRoleFacts[request.role].title}`;
    throw new HttpError(400, `Invalid ${request.field}: ${reason}`, { field: request.field, reason });
  }
  return user;
};

interface StatusMove {
  to: SiteStatus;
  cardId: string | null;
}

/**
 * Writes the designer change's log entry, through the lifecycle when the machine takes the event
 * (decisions.md §3: assigning on Ready for Design or Rebuild starts In Design, unassigning on In
 * Design goes back to Ready for Design; on Revisions Needed assigning keeps the status). Any other
 * status just records the change: a designer may be swapped at any point without a status move.
 */
const logDesignerChange = async (
  trx: Transaction<Database>,
  site: { id: number; launcher_label: SiteStatus; revisions_from: SiteStatus | null; trello_card_id: string | null },
  request: AssignmentRequest,
  message: string,
  now: Date,
): Promise<StatusMove | null> => {
  const event = request.userId === null ? 'UNASSIGN_DESIGNER' : 'ASSIGN_DESIGNER';
  const actor = { id: request.actor.id, role: request.actor.role };
  const allowed = nextStatus({ status: site.launcher_label, revisionsFrom: site.revisions_from }, { type: event, role: actor.role });
  if (!allowed.ok) {
    await writeLog(trx, { siteId: site.id, userId: actor.id, message, logType: 'DESIGNER', at: now });
    return null;
  }
  const moved = await applySiteEvent(trx, { siteId: site.id, event, actor, message, logType: 'DESIGNER', at: now });
  return moved.to === moved.from ? null : { to: moved.to, cardId: site.trello_card_id };
};

/** After the commit: the card follows the status. A board failure leaves the assignment standing and says so. */
const moveBoardCard = async (board: TaskBoard, move: StatusMove | null): Promise<AssignmentResponse> => {
  if (!move || move.cardId === null || move.to === 'Test') return true;
  try {
    await board.moveCard(move.cardId, boardListForStatus[move.to]);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `Assigned, but the board card was not moved: ${reason}`;
  }
};

/**
 * Sets (or clears) one assignee of a site with its log entry in one transaction; see the
 * designer's status rule above. An account manager is assigned on corporation 1 sites only: any
 * other site answers the 'Corporate site' warning and nothing changes. Picking the person already
 * assigned changes nothing and writes no log.
 */
export const assignSite = async (
  deps: { db: Kysely<Database>; board: TaskBoard },
  request: AssignmentRequest,
  now: Date,
): Promise<AssignmentResponse> => {
  const assignee = await requireAssignee(deps.db, request);
  const { column, logType } = assigneeRoleFacts[request.role];
  const message = assignmentLogMessage(request.role, assignee?.name ?? null);

  const outcome = await deps.db.transaction().execute(async (trx): Promise<{ response: AssignmentResponse; move: StatusMove | null }> => {
    const site = await requireSite(trx, request.siteId, { lock: true });
    if (request.role === 'am' && site.corporation_id !== 1) return { response: corporateSiteWarning, move: null };
    if (site[column] === request.userId) return { response: true, move: null };

    await trx
      .updateTable('sites')
      .set({ [column]: request.userId })
      .where('id', '=', site.id)
      .execute();
    await notifyAssignment(trx, {
      siteId: site.id,
      title: assigneeRoleFacts[request.role].title,
      before: site[column],
      after: request.userId,
      actorId: request.actor.id,
      at: now,
    });
    if (request.role === 'designer') return { response: true, move: await logDesignerChange(trx, site, request, message, now) };
    await writeLog(trx, { siteId: site.id, userId: request.actor.id, message, logType, at: now });
    return { response: true, move: null };
  });

  return outcome.response === true ? moveBoardCard(deps.board, outcome.move) : outcome.response;
};
