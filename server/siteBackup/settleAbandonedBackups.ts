import type { AppDeps } from '../appDeps';
import { siteBackupJobName } from '../jobs/siteBackup.job';
import { finishSiteBackup } from './finishSiteBackup';

/** What an abandoned backup says in the tile and the log. */
const abandonedReason = 'the backup job stopped before it finished';

/**
 * Fails the site's backups still 'queued' or 'running' whose job the queue no longer carries (it
 * gave up after its retries, or a stopped server's run expired), logged, so the tile stops waiting
 * for them and 'Back up now' is offered again. The job is queued in the same transaction as its
 * row (docs/decisions/0385), so a backup under way without a pending job is abandoned, never early.
 */
export const settleAbandonedBackups = async (deps: AppDeps, siteId: number): Promise<void> => {
  // Rows first, then the queue: a job that ends in between has already ended its row, which finishSiteBackup then leaves alone.
  const underway = await deps.db
    .selectFrom('site_backups')
    .select(['id', 'site_id'])
    .where('site_id', '=', siteId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  if (underway.length === 0) return;
  const pending = new Set((await deps.jobs.unfinishedJobData(siteBackupJobName)).map((data) => (data as { backupId?: unknown }).backupId));
  for (const backup of underway) {
    if (!pending.has(backup.id)) await finishSiteBackup(deps, backup, { error: abandonedReason });
  }
};
