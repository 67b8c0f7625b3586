import type { SiteDetail } from '../../../domain/api/siteDetail.schema';
import type { SiteStatus } from '../../../domain/siteStatus';

/** Stage Site is offered in the two QA statuses, once the site has a builder project (part 2 §2.1, §4). */
const stagingStatuses: readonly SiteStatus[] = ['Pre-Staging QA', 'Final QA'];

export const isStageable = (site: SiteDetail): boolean => stagingStatuses.includes(site.launcher_label) && site.duda_id !== null;
