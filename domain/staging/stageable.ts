import type { SiteStatus } from '../siteStatus';

/** The statuses a site is staged from (decisions.md §3: STAGE leaves Pre-Staging QA and Final QA). */
export const stagingStatuses: readonly SiteStatus[] = ['Pre-Staging QA', 'Final QA'];

/**
 * Stage Site is offered, and POST /api/sites/{id}/stage accepted, only in those statuses and once
 * the site has a builder project (part 2 §2.1, §4): staging publishes that project.
 */
export const isStageable = (site: { launcher_label: SiteStatus; duda_id: string | null }): boolean =>
  stagingStatuses.includes(site.launcher_label) && site.duda_id !== null && site.duda_id !== '';
