import { can } from '../permissions';
import type { Role } from '../roles';
import type { SiteStatus } from '../siteStatus';

/** The statuses a site is staged from (decisions.md §3: STAGE leaves Pre-Staging QA and Final QA). */
const stagingStatuses: readonly SiteStatus[] = ['Pre-Staging QA', 'Final QA'];

/**
 * Stage Site is offered, and POST /api/sites/{id}/stage accepted, only in those statuses and once
 * the site has a builder project (part 2 §2.1, §4): staging publishes that project.
 */
const isStageable = (site: { launcher_label: SiteStatus; duda_id: string | null }): boolean =>
  stagingStatuses.includes(site.launcher_label) && site.duda_id !== null && site.duda_id !== '';

/** The header's Stage Site button: a stageable site, and a role that may stage (decisions.md §2). */
export const offersStageSite = (site: { launcher_label: SiteStatus; duda_id: string | null }, role: Role): boolean =>
  isStageable(site) && can(role, 'stageSite');
