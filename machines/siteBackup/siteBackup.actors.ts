import { siteBackupEndpoints } from '../../domain/api/siteBackup.endpoints';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The contract of the site backup's actors (domain/api/siteBackup.endpoints.ts): the app injects src/api/siteBackup.api.ts, tests and stories stubs. */

export const unprovidedSiteBackupActors = {
  loadBackups: unprovidedEndpoint('siteBackup', 'loadBackups', siteBackupEndpoints.list),
  startBackup: unprovidedEndpoint('siteBackup', 'startBackup', siteBackupEndpoints.start),
};

export type SiteBackupActors = typeof unprovidedSiteBackupActors;

/** Ours (docs/decisions/0268-site-backup-ui.md), in the 'Unable to ...' form of part 2 §8. */
export const siteBackupToasts = {
  started: 'Site backup started',
  finished: 'Site backup finished',
  startFailed: 'Unable to run site backup',
  backupFailed: 'Unable to back up the site',
} as const;
