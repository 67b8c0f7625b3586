import type { AppDeps } from '../appDeps';
import { writeLog } from '../log/writeLog';

export type SiteBackupOutcome = { backupName: string } | { error: string };

/**
 * Ends a requested backup that is still under way, made or failed, with its log entry in the same
 * transaction (as the system: whoever asked is already in 'Site backup started'). A backup that
 * has already ended is left as it is, so two endings never both count.
 */
export const finishSiteBackup = async (
  deps: AppDeps,
  backup: { id: number; site_id: number },
  outcome: SiteBackupOutcome,
): Promise<void> => {
  await deps.db.transaction().execute(async (trx) => {
    const done = 'backupName' in outcome;
    const ended = await trx
      .updateTable('site_backups')
      .set({
        status: done ? 'done' : 'failed',
        backup_name: done ? outcome.backupName : null,
        error: done ? null : outcome.error,
        finished_at: deps.now(),
      })
      .where('id', '=', backup.id)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (ended.numUpdatedRows === 0n) return;
    await writeLog(trx, {
      siteId: backup.site_id,
      userId: null,
      message: done ? `Site backup ${outcome.backupName} finished` : `Site backup failed: ${outcome.error}`,
      at: deps.now(),
    });
  });
};
