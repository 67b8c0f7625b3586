import { transitionEventTypes } from '../api/siteStatus.schema';
import { can } from '../permissions';
import { assigneeRoles, type AssigneeRole, type Role } from '../roles';
import { assignees } from '../siteList/assignees';
import { actorMaySend, type LifecycleEventType } from '../siteLifecycle/siteLifecycleEvents';

/** At most this many sites a request (issue 19): past it the request is refused whole. */
export const bulkLimit = 500;

/**
 * The lifecycle events a bulk action may send: those of POST /api/sites/{id}/transition and Mark
 * Lost. Submit for review, stage and go live stay single-site: they publish and check more than
 * the status (docs/decisions/0352).
 */
export const bulkEventTypes = [...transitionEventTypes, 'MARK_LOST'] as const satisfies readonly LifecycleEventType[];
export type BulkEventType = (typeof bulkEventTypes)[number];

/** One change, applied to every selected site. */
export type BulkAction = { kind: 'assign'; role: AssigneeRole; userId: number | null } | { kind: 'event'; event: BulkEventType };

/** The assignments a role may make in bulk: the same capability as the single Assign control. */
export const bulkAssignRoles = (role: Role): AssigneeRole[] =>
  assigneeRoles.filter((assignee) => can(role, assignees[assignee].capability));

/** The lifecycle events a role may send in bulk: the same table as the single status action. */
export const bulkEvents = (role: Role): BulkEventType[] => bulkEventTypes.filter((event) => actorMaySend(role, event));

export const mayTakeBulkAction = (role: Role, action: BulkAction): boolean =>
  action.kind === 'assign' ? can(role, assignees[action.role].capability) : actorMaySend(role, action.event);

/** A change being chosen in the bar: an assignment whose person is not picked yet (userId undefined). */
export type BulkActionDraft = BulkAction | { kind: 'assign'; role: AssigneeRole; userId: undefined };

export const isCompleteAction = (draft: BulkActionDraft | null): draft is BulkAction =>
  draft !== null && (draft.kind === 'event' || draft.userId !== undefined);
