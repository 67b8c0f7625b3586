import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { listSiteBackups } from '../siteBackup/backupQueries';
import { settleAbandonedBackups } from '../siteBackup/settleAbandonedBackups';
import { startSiteBackup } from '../siteBackup/startSiteBackup';
import { requireSite } from '../sites/requireSite';

/** The Actions tab's Run Site Backup (issue 15): the site's backups, and asking for a new one (a background job). */
export const siteBackupRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/backups',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => {
      await requireSite(deps.db, params.id);
      // The tile reads this list while a backup is under way: one whose job gave up ends here.
      await settleAbandonedBackups(deps, params.id);
      return c.json(await listSiteBackups(deps.db, params.id));
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/backups',
    capability: 'runSiteBackup',
    params: idParams,
    handler: async ({ c, deps, user, params }) => c.json(await startSiteBackup(deps, user, params.id), 202),
  }),
];
