import { type BulkActionDraft, bulkAssignRoles, bulkEvents, type BulkEventType } from '../../../domain/bulkActions/bulkActionChoices';
import type { AssigneeRole, Role } from '../../../domain/roles';
import { assignees } from '../../../domain/siteList/assignees';
import { menuLabel } from '../siteStatus/statusActionText';

/** The event's name as the site's Status menu has it. */
const eventLabel = (event: BulkEventType): string =>
  menuLabel(event === 'MARK_LOST' ? { kind: 'markLost' } : { kind: 'transition', event });

const assignLabel = (role: AssigneeRole): string => `Assign ${assignees[role].label}`;

export const actionLabel = (action: BulkActionDraft): string =>
  action.kind === 'assign' ? assignLabel(action.role) : eventLabel(action.event);

/** The action picker's choices for the role, grouped; each value says what it is ('assign:designer', 'event:MARK_LOST'). */
export const actionChoices = (role: Role) =>
  [
    { group: 'Assign', items: bulkAssignRoles(role).map((assignee) => ({ value: `assign:${assignee}`, label: assignLabel(assignee) })) },
    { group: 'Status', items: bulkEvents(role).map((event) => ({ value: `event:${event}`, label: eventLabel(event) })) },
  ].filter((group) => group.items.length > 0);

/** The picked choice as the draft action: an assignment's person is picked next. */
export const draftOf = (value: string | null, role: Role): BulkActionDraft | null => {
  const assign = bulkAssignRoles(role).find((assignee) => value === `assign:${assignee}`);
  if (assign) return { kind: 'assign', role: assign, userId: undefined };
  const event = bulkEvents(role).find((each) => value === `event:${each}`);
  return event ? { kind: 'event', event } : null;
};

export const valueOf = (draft: BulkActionDraft | null): string | null =>
  draft === null ? null : draft.kind === 'assign' ? `assign:${draft.role}` : `event:${draft.event}`;

export const sitesText = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'site' : 'sites'}`;
