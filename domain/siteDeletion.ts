import { can } from './permissions';
import type { Role } from './roles';
import type { SiteStatus } from './siteStatus';

/**
 * Only Test sites can be deleted (part 1 §4: 'Delete Site' is the test site's action), and only by
 * a role that may (decisions.md §2). The server refuses any other site with `siteNotDeletable`;
 * the Status menu offers Delete Site only where `mayDeleteSite` says so.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const isDeletableStatus = (status: SiteStatus): boolean => status === 'Test';

export const mayDeleteSite = (status: SiteStatus, role: Role): boolean => isDeletableStatus(status) && can(role, 'deleteTestSite');

/**
 * The 409 DELETE /api/sites/{id} answers for a site that is not a Test site.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const siteNotDeletable = (status: SiteStatus): string => `Only test sites can be deleted: this site is ${status}`;
