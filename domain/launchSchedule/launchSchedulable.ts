import { can } from '../permissions';
import type { Role } from '../roles';
import type { SiteStatus } from '../siteStatus';
import { launchChangeCapability, type LaunchChangeKind } from './launchDateRules';

/** Statuses whose launch date cannot be set, moved or cleared (decisions.md §4): nothing left to launch, or not a real site. */
const unschedulableStatuses: readonly SiteStatus[] = ['Test', 'Live', 'Post-Live QA', 'Lost'];

export const canScheduleLaunchFor = (status: SiteStatus): boolean => !unschedulableStatuses.includes(status);

/**
 * The launch date changes a role may start on a site (part 1 §2 'Launch Date cell', decisions.md
 * §2, §4): Schedule without a date, Reschedule and Unschedule with one, none on a status that takes
 * no date.
 */
export const launchChangesFor = (role: Role, status: SiteStatus, hasDate: boolean): LaunchChangeKind[] => {
  if (!canScheduleLaunchFor(status)) return [];
  const offered: LaunchChangeKind[] = hasDate ? ['reschedule', 'unschedule'] : ['schedule'];
  return offered.filter((kind) => can(role, launchChangeCapability[kind]));
};
