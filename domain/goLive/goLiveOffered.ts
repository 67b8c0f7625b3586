import { can } from '../permissions';
import type { Role } from '../roles';
import type { SiteStatus } from '../siteStatus';

/** A Live site has nothing left to launch: the panel offers no send (the server refuses Full Send, 'The site is already Live'). */
export const isLaunchable = (status: SiteStatus): boolean => status !== 'Live';

/** The header's 'Go Live' launch checker (part 2 §2.1, §2.3): a site not yet Live, a role that may go live. */
export const offersGoLive = (status: SiteStatus, role: Role): boolean => isLaunchable(status) && can(role, 'goLive');
