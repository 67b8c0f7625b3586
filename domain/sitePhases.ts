import { type SiteStatus, siteStatuses } from './siteStatus';

/**
 * Which statuses count as 'before go-live' and 'live on the web'. The SEO screen's Pre-Live and
 * Post-Live tabs (part 2 §2.9) and the stats cards read these, so both agree on what 'live' means.
 * Rebuild and Post-Live QA sites still have their public site up, so they are live here.
 */
export const liveStatuses: readonly SiteStatus[] = ['Live', 'Post-Live QA', 'Rebuild'];

/** Statuses that leave the working lists (Launch Schedule, Ready for Floral). */
export const closedStatuses: readonly SiteStatus[] = ['Test', 'Lost'];

/** Every status a site passes before it goes live: all but the live and the closed ones. */
export const preLiveStatuses: readonly SiteStatus[] = siteStatuses.filter(
  (status) => !liveStatuses.includes(status) && !closedStatuses.includes(status),
);
