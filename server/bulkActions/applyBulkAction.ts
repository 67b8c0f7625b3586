import { corporateSiteWarning } from '../../domain/api/assignment.schema';
import type { BulkActionBody, BulkOutcome, BulkResult } from '../../domain/api/bulkActions.schema';
import { type BulkAction, mayTakeBulkAction } from '../../domain/bulkActions/bulkActionChoices';
import { assignees } from '../../domain/siteList/assignees';
import { assignSite } from '../assignment/assignSite';
import type { AppDeps, SessionUser } from '../appDeps';
import { forbidden, HttpError } from '../http/httpError';
import { sendSiteEvent } from '../siteLifecycle/applySiteEvent';

/**
 * One site's change through the single action's own function (server/assignment/assignSite.ts,
 * server/siteLifecycle/applySiteEvent.ts), so the rules, the log entry and the transaction are
 * exactly the single action's. Answers the note the single action would have shown, or null.
 */
const applyToSite = async (deps: AppDeps, user: SessionUser, siteId: number, action: BulkAction): Promise<string | null> => {
  if (action.kind === 'event') {
    await sendSiteEvent(deps.db, { siteId, event: action.event, actor: { id: user.id, role: user.role }, at: deps.now() });
    return null;
  }
  const request = { siteId, role: action.role, userId: action.userId, field: 'action.userId', actor: user };
  const answer = await assignSite({ db: deps.db, board: deps.integrations.board }, request, deps.now());
  // The single assignment answers the corporate-site warning with nothing changed: here a refusal.
  if (answer === corporateSiteWarning)
    throw new HttpError(409, `${corporateSiteWarning}: an account manager is assigned on corporate sites only`);
  return answer === true ? null : answer;
};

/**
 * POST /api/sites/bulk: the role must be allowed the action at all (403 for the whole request,
 * as the single route refuses it). Then each site in turn, in its own transaction: a site the
 * single action would refuse (not found, its status does not allow the event) is reported with
 * the single action's reason and left as it was; the others are done. A 400 about the request
 * itself (the person to assign is not one of the role) is the whole request's: it is found
 * before any site changes, as the person is checked before the first transaction.
 */
export const applyBulkAction = async (deps: AppDeps, user: SessionUser, body: BulkActionBody): Promise<BulkResult> => {
  const { action } = body;
  if (!mayTakeBulkAction(user.role, action)) {
    throw forbidden(action.kind === 'assign' ? `assign the ${assignees[action.role].label.toLowerCase()}` : `send ${action.event}`);
  }
  const outcomes: BulkOutcome[] = [];
  for (const siteId of body.siteIds) {
    try {
      outcomes.push({ siteId, outcome: 'done', note: await applyToSite(deps, user, siteId, action) });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status === 400) throw error;
      outcomes.push({ siteId, outcome: 'refused', status: error.status, reason: error.message });
    }
  }
  return { outcomes };
};
