import type { AppDeps } from '../appDeps';
import { HttpError } from '../http/httpError';
import { finishSiteBackup } from '../siteBackup/finishSiteBackup';
import type { JobDefinition } from './jobDefinition';

export const siteBackupJobName = 'site-backup';

interface SiteBackupJobData {
  backupId: number;
}

/** The builder's name for the backup: ours, so a repeated run can find the backup it already made. */
const backupNameFor = (siteId: number, backupId: number): string => `site-${siteId}-backup-${backupId}`;

/**
 * Makes one requested backup at the builder. Safe to run again: a finished backup is left alone,
 * and a run that stopped after the builder made the backup finds it by name instead of making a
 * second. A refusal by the builder (or a site that lost its project) fails the backup with the
 * reason staff see; anything else is thrown, so pg-boss retries it.
 */
const runSiteBackup = async (deps: AppDeps, { backupId }: SiteBackupJobData): Promise<void> => {
  const backup = await deps.db
    .selectFrom('site_backups')
    .innerJoin('sites', 'sites.id', 'site_backups.site_id')
    .select(['site_backups.id', 'site_backups.site_id', 'site_backups.status', 'sites.duda_id'])
    .where('site_backups.id', '=', backupId)
    .executeTakeFirst();
  if (!backup || backup.status === 'done' || backup.status === 'failed') return;
  if (!backup.duda_id) return finishSiteBackup(deps, backup, { error: 'the site has no builder project' });
  await deps.db.updateTable('site_backups').set({ status: 'running' }).where('id', '=', backupId).execute();
  const name = backupNameFor(backup.site_id, backupId);
  try {
    const existing = await deps.integrations.builder.listBackups(backup.duda_id);
    const made =
      existing.find((candidate) => candidate.backup_name === name) ?? (await deps.integrations.builder.createBackup(backup.duda_id, name));
    await finishSiteBackup(deps, backup, { backupName: made.backup_name });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await finishSiteBackup(deps, backup, { error: error.message });
  }
};

export const siteBackupJob: JobDefinition<SiteBackupJobData> = {
  name: siteBackupJobName,
  retryLimit: 2,
  handler: (deps, data) => runSiteBackup(deps, data),
};
