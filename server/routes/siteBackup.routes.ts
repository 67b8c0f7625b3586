import { siteBackupEndpoints } from '../../domain/api/siteBackup.endpoints';
import { defineRoute, type RouteModule } from '../http/route';
import { listSiteBackups } from '../siteBackup/backupQueries';
import { settleAbandonedBackups } from '../siteBackup/settleAbandonedBackups';
import { startSiteBackup } from '../siteBackup/startSiteBackup';
import { requireSite } from '../sites/requireSite';

/** The Actions tab's Run Site Backup (domain/api/siteBackup.endpoints.ts, issue 15). */
export const siteBackupRoutes: RouteModule = () => [
  defineRoute(siteBackupEndpoints.list, async ({ deps, params }) => {
    await requireSite(deps.db, params.id);
    // The tile reads this list while a backup is under way: one whose job gave up ends here.
    await settleAbandonedBackups(deps, params.id);
    return listSiteBackups(deps.db, params.id);
  }),
  defineRoute(siteBackupEndpoints.start, ({ deps, user, params }) => startSiteBackup(deps, user, params.id)),
];
