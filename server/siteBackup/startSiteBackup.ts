import type { SiteBackup } from '../../domain/api/siteBackup.schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import { requireBuilderProject } from '../integrations/builder/requireBuilderProject';
import { siteBackupJobName } from '../jobs/siteBackup.job';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { listSiteBackups } from './backupQueries';

/**
 * Asks for a backup of the site's builder project: the request, its log entry and the background
 * job that makes it (server/jobs/siteBackup.job.ts) commit together, so there is never a 'queued'
 * backup without a job, nor a job without its row. When the job cannot be queued nothing is kept
 * and the answer is 503 (docs/decisions/0385-site-backup-job-in-the-request-transaction.md).
 * 409 for a site without a builder project.
 */
export const startSiteBackup = async (deps: AppDeps, user: SessionUser, siteId: number): Promise<SiteBackup> => {
  const backupId = await deps.db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, siteId, { lock: true });
    requireBuilderProject(site, 'first');
    const { id } = await trx
      .insertInto('site_backups')
      .values({ site_id: siteId, requested_by: user.id, requested_at: deps.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLog(trx, { siteId, userId: user.id, message: 'Site backup started', at: deps.now() });
    try {
      await deps.jobs.send(siteBackupJobName, { backupId: id }, { transaction: trx });
    } catch (error) {
      console.error(`[siteBackup] the backup of site ${siteId} could not be queued`, error);
      throw new HttpError(503, 'The backup could not be started; try again later');
    }
    return id;
  });
  const backup = (await listSiteBackups(deps.db, siteId)).find((row) => row.id === backupId);
  if (!backup) throw new Error(`Backup ${backupId} vanished after it was created`);
  return backup;
};
