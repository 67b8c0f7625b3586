import type { BulkOutcome } from '../../../domain/api/bulkActions.schema';
import { type BulkActionDraft, bulkAssignRoles, bulkEvents, type BulkEventType } from '../../../domain/bulkActions/bulkActionChoices';
import type { AssigneeRole, Role } from '../../../domain/roles';
import { lifecycleEventWording } from '../../../domain/siteLifecycle/siteLifecycleEvents';
import { assignees } from '../../../domain/siteList/assignees';
import type { SiteStatus } from '../../../domain/siteStatus';
import { allowedEvents } from '../../../machines/siteLifecycle/nextStatus';
import type { BulkSite } from './BulkActionsScope';
import { menuLabel } from '../siteStatus/statusActionText';

/** The event's name as the site's Status menu has it. */
const eventLabel = (event: BulkEventType): string =>
  menuLabel(event === 'MARK_LOST' ? { kind: 'markLost' } : { kind: 'transition', event });

const assignLabel = (role: AssigneeRole): string => `Assign ${assignees[role].label}`;

export const actionLabel = (action: BulkActionDraft): string =>
  action.kind === 'assign' ? assignLabel(action.role) : eventLabel(action.event);

/**
 * The status changes that apply to the selection: those the lifecycle allows from the status of at
 * least one selected site (each site is then changed or refused on its own). `statuses` null: some
 * selected site was never shown ('select all N matching'), so every change the role may send is offered.
 */
const applicableEvents = (role: Role, statuses: readonly SiteStatus[] | null): BulkEventType[] => {
  if (statuses === null) return bulkEvents(role);
  const allowed = new Set(statuses.flatMap((status) => allowedEvents(status, role)));
  return bulkEvents(role).filter((event) => allowed.has(event));
};

/** The action picker's choices for the role and the selection, grouped; each value says what it is ('assign:designer', 'event:MARK_LOST'). */
export const actionChoices = (role: Role, statuses: readonly SiteStatus[] | null) =>
  [
    { group: 'Assign', items: bulkAssignRoles(role).map((assignee) => ({ value: `assign:${assignee}`, label: assignLabel(assignee) })) },
    { group: 'Status', items: applicableEvents(role, statuses).map((event) => ({ value: `event:${event}`, label: eventLabel(event) })) },
  ].filter((group) => group.items.length > 0);

/** The selected sites' statuses, or null when a selected site was never shown on a page. */
export const selectedStatuses = (selected: readonly number[], knownSites: ReadonlyMap<number, BulkSite>): SiteStatus[] | null => {
  const statuses = new Set<SiteStatus>();
  for (const id of selected) {
    const site = knownSites.get(id);
    if (!site) return null;
    statuses.add(site.launcher_label);
  }
  return [...statuses];
};

/**
 * A refused site in words, by name (issue 33): 'Morrison Mortuary: already Live' when the site
 * already has the status the change leads to, 'cannot mark as lost a site in Live' for another
 * status the lifecycle refuses; any other refusal keeps the server's reason. A site never shown by
 * name ('select all N matching') reads 'Site 318'.
 */
export const refusalText = (
  outcome: Extract<BulkOutcome, { outcome: 'refused' }>,
  action: BulkActionDraft | null,
  site: BulkSite | undefined,
): string => {
  const name = site?.name ?? `Site ${outcome.siteId}`;
  if (outcome.status !== 409 || action?.kind !== 'event' || !site) return `${name}: ${outcome.reason}`;
  const { action: doing, target } = lifecycleEventWording[action.event];
  return target === site.launcher_label ? `${name}: already ${target}` : `${name}: cannot ${doing} a site in ${site.launcher_label}`;
};

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
