import type { SiteStatus } from './siteStatus';

/**
 * Which statuses count as 'before go-live' and 'live on the web'. The SEO screen's Pre-Live and
 * Post-Live tabs (part 2 §2.9) and the stats cards read these, so both agree on what 'live' means.
 * Rebuild and Post-Live QA sites still have their public site up, so they are live here.
 */
export const liveStatuses: readonly SiteStatus[] = ['Live', 'Post-Live QA', 'Rebuild'];

/** Every status a site passes before it goes live; Test and Lost are neither pre- nor post-live. */
export const preLiveStatuses: readonly SiteStatus[] = [
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
];

/** Statuses that leave the working lists (Launch Schedule, Ready for Floral). */
export const closedStatuses: readonly SiteStatus[] = ['Test', 'Lost'];
