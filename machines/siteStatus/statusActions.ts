import { transitionEventTypes } from '../../domain/api/siteStatus.schema';
import { can } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import { mayDeleteSite } from '../../domain/siteDeletion';
import { overrideTargets, type SiteStatus } from '../../domain/siteStatus';
import { allowedEvents } from '../siteLifecycle/nextStatus';

export type TransitionEventType = (typeof transitionEventTypes)[number];

/** One status action of the site header's Status menu, as the server's routes name them (docs/api.md). */
export type StatusAction =
  | { kind: 'submitForReview' }
  | { kind: 'markLive' }
  | { kind: 'markLost' }
  | { kind: 'delete' }
  | { kind: 'transition'; event: TransitionEventType }
  | { kind: 'override'; status: SiteStatus };

/** A menu entry: every action but the override, which is offered as a picker of its own. */
type MenuAction = Exclude<StatusAction, { kind: 'override' }>;

const isTransitionEvent = (event: string): event is TransitionEventType => (transitionEventTypes as readonly string[]).includes(event);

/**
 * The actions a person of this role may take on a site in this status, and the statuses an admin
 * may set it to directly (none for anyone else). The lifecycle machine decides (through
 * allowedEvents) and domain/ holds the deletion and override rules, so the menu offers exactly
 * what the server will accept.
 */
export const offeredStatusActions = (status: SiteStatus, role: Role): { actions: MenuAction[]; overrideTargets: SiteStatus[] } => {
  const events = allowedEvents(status, role);
  const actions: MenuAction[] = [];
  if (events.includes('SUBMIT_FOR_REVIEW')) actions.push({ kind: 'submitForReview' });
  for (const event of events) if (isTransitionEvent(event)) actions.push({ kind: 'transition', event });
  if (events.includes('GO_LIVE')) actions.push({ kind: 'markLive' });
  if (events.includes('MARK_LOST')) actions.push({ kind: 'markLost' });
  if (mayDeleteSite(status, role)) actions.push({ kind: 'delete' });
  return { actions, overrideTargets: can(role, 'overrideStatus') ? overrideTargets(status) : [] };
};
