import { fromPromise } from 'xstate';
import { siteBackupSchema, siteBackupsSchema } from '../../domain/api/siteBackup.schema';
import type { SiteBackupActors } from '../../machines/siteBackup/siteBackup.actors';
import { api } from './http';

/** The site backup's actors on /api/sites/{id}/backups. */
export const siteBackupActors: SiteBackupActors = {
  loadBackups: fromPromise(({ input: { siteId } }) => api.get(`api/sites/${siteId}/backups`, siteBackupsSchema)),
  startBackup: fromPromise(({ input: { siteId } }) => api.post(`api/sites/${siteId}/backups`, {}, siteBackupSchema)),
};
