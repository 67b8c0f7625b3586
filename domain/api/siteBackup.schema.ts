import * as v from 'valibot';
import { backupStatuses } from '../siteBackup/backupStatuses';

/** One backup of the site's builder project; dates are ISO instants. */
export const siteBackupSchema = v.object({
  id: v.number(),
  backup_name: v.nullable(v.string()),
  status: v.picklist(backupStatuses),
  error: v.nullable(v.string()),
  requested_by_name: v.nullable(v.string()),
  requested_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type SiteBackup = v.InferOutput<typeof siteBackupSchema>;

/** GET /api/sites/{id}/backups: newest first. */
export const siteBackupsSchema = v.array(siteBackupSchema);
