import type { SiteStatus } from '../siteStatus';

/** Statuses whose launch date cannot be set, moved or cleared (decisions.md §4): nothing left to launch, or not a real site. */
export const unschedulableStatuses: readonly SiteStatus[] = ['Test', 'Live', 'Post-Live QA', 'Lost'];

export const canScheduleLaunchFor = (status: SiteStatus): boolean => !unschedulableStatuses.includes(status);
