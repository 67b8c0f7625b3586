import dayjs from 'dayjs';
import type { SiteStatus } from '../siteStatus';

export type LaunchStatus = 'pending' | 'live' | 'missed';

export const launchStatusColors: Record<LaunchStatus, string> = {
  pending: 'yellow',
  live: 'green',
  missed: 'red',
};

/** Statuses that show no launch icon at all (part 1 §4). */
const noIcon: readonly SiteStatus[] = ['Lost', 'Rebuild', 'Test'];
/** Post-Live QA happens on the live site, so it shows as live too. */
const live: readonly SiteStatus[] = ['Live', 'Post-Live QA'];

/**
 * The launch status icon of part 1 §4: live (green) for a live site, pending (yellow) for a date
 * today or later, missed (red) for a past date on a site that is not live; null for no icon.
 */
export const launchStatus = (status: SiteStatus, launchDate: string | null, today: string): LaunchStatus | null => {
  if (noIcon.includes(status)) return null;
  if (live.includes(status)) return 'live';
  if (launchDate === null) return null;
  return dayjs(launchDate).isBefore(dayjs(today), 'day') ? 'missed' : 'pending';
};
