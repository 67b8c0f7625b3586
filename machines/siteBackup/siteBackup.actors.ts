import { siteBackupEndpoints } from '../../domain/api/siteBackup.endpoints';
import { failureNotice, type Notice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The contract of the site backup's actors (domain/api/siteBackup.endpoints.ts): the app injects src/api/siteBackup.api.ts, tests and stories stubs. */

export const unprovidedSiteBackupActors = {
  loadBackups: unprovidedEndpoint('siteBackup', 'loadBackups', siteBackupEndpoints.list),
  startBackup: unprovidedEndpoint('siteBackup', 'startBackup', siteBackupEndpoints.start),
};

export type SiteBackupActors = typeof unprovidedSiteBackupActors;

/** Ours (docs/decisions/0268-site-backup-ui.md), in the 'Unable to ...' form of part 2 §8. */
export const siteBackupNotices = {
  started: { tone: 'success', message: 'Site backup started' },
  finished: { tone: 'success', message: 'Site backup finished' },
  startFailed: (refusal: string | null): Notice => failureNotice('Unable to run site backup', refusal),
  /** The backup this screen started ended in failure, with the job's error when it recorded one. */
  backupFailed: (error: string | null): Notice => failureNotice('Unable to back up the site', error),
} as const satisfies Record<string, Notice | ((...args: never[]) => Notice)>;
