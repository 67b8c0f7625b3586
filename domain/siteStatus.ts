/** The 16 site statuses (launcher_label) of part 1 §4 with their badge colours (decisions.md §3). */
export const siteStatuses = [
  'Test',
  'Ready for Design',
  'In Design',
  'In Review',
  'Revisions Needed',
  'Waiting for Content',
  'Pre-Staging QA',
  'Staged',
  'Final QA',
  'Approved',
  '100% Ready',
  'Missed Launch',
  'Live',
  'Post-Live QA',
  'Rebuild',
  'Lost',
] as const;
export type SiteStatus = (typeof siteStatuses)[number];

export const isSiteStatus = (value: unknown): value is SiteStatus =>
  typeof value === 'string' && (siteStatuses as readonly string[]).includes(value);

export interface StatusBadge {
  color: string;
  variant: 'light' | 'filled';
}

export const statusBadges: Record<SiteStatus, StatusBadge> = {
  Test: { color: 'gray', variant: 'light' },
  'Ready for Design': { color: 'blue', variant: 'light' },
  'In Design': { color: 'indigo', variant: 'light' },
  'In Review': { color: 'violet', variant: 'light' },
  'Revisions Needed': { color: 'red', variant: 'light' },
  'Waiting for Content': { color: 'orange', variant: 'light' },
  'Pre-Staging QA': { color: 'cyan', variant: 'light' },
  Staged: { color: 'teal', variant: 'light' },
  'Final QA': { color: 'cyan', variant: 'light' },
  Approved: { color: 'lime', variant: 'light' },
  '100% Ready': { color: 'green', variant: 'light' },
  'Missed Launch': { color: 'red', variant: 'light' },
  Live: { color: 'green', variant: 'filled' },
  'Post-Live QA': { color: 'teal', variant: 'light' },
  Rebuild: { color: 'grape', variant: 'light' },
  Lost: { color: 'dark', variant: 'light' },
};

/** Final statuses show no ' (n days)' suffix. */
const finalStatuses: readonly SiteStatus[] = ['Live', 'Lost', 'Test'];

/** The statuses offered in the admin's direct status change list (part 1 §4). */
export const selectableStatuses: readonly SiteStatus[] = [
  'Ready for Design',
  'In Design',
  'Revisions Needed',
  'Waiting for Content',
  'Pre-Staging QA',
  'Staged',
  'Final QA',
  'Approved',
  '100% Ready',
  'Missed Launch',
  'Live',
  'Lost',
];

/** Where the admin's direct change may take a site: any selectable status but the one it is in (the server refuses 'already in'). */
export const overrideTargets = (current: SiteStatus): SiteStatus[] => selectableStatuses.filter((status) => status !== current);

export const statusLabelWithDays = (status: SiteStatus, latestActivityDays: number | null): string =>
  finalStatuses.includes(status) || latestActivityDays === null ? status : `${status} (${latestActivityDays} days)`;
