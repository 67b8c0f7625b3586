import type { SiteBackup } from '../../domain/api/siteBackup.schema';
import type { AppDeps, SessionUser } from '../http/appEnv';
import { HttpError } from '../http/httpError';
import { requireBuilderProject } from '../integrations/builder/requireBuilderProject';
import { siteBackupJobName } from '../jobs/siteBackup.job';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { listSiteBackups } from './backupQueries';
import { finishSiteBackup } from './finishSiteBackup';

/** What the failed backup says in the tile and the log when its job could not be queued. */
const notQueuedReason = 'the backup job could not be queued';

/**
 * Asks for a backup of the site's builder project: the request and its log entry commit
 * together, then the background job makes it (server/jobs/siteBackup.job.ts). 409 for a site
 * without a builder project.
 *
 * The job is queued after the commit, so the job always finds its row. When queueing fails, the
 * row is failed with the reason (logged) before answering 503: no backup is left 'queued' with
 * no job to run it (docs/decisions/0271-site-backup-queue-failure.md).
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
    return id;
  });
  try {
    await deps.jobs.send(siteBackupJobName, { backupId });
  } catch (error) {
    console.error(`[siteBackup] backup ${backupId} of site ${siteId} could not be queued`, error);
    await finishSiteBackup(deps, { id: backupId, site_id: siteId }, { error: notQueuedReason });
    throw new HttpError(503, 'The backup could not be started; try again later');
  }
  const backup = (await listSiteBackups(deps.db, siteId)).find((row) => row.id === backupId);
  if (!backup) throw new Error(`Backup ${backupId} vanished after it was created`);
  return backup;
};
