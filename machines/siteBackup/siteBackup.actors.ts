import type { SiteBackup } from '../../domain/api/siteBackup.schema';
import { unprovided } from '../shared/unprovided';

/** The contract of the site backup's actors: the app injects src/api/siteBackup.api.ts, tests and stories stubs. */

export type SiteBackupInput = { siteId: number };

export const unprovidedSiteBackupActors = {
  loadBackups: unprovided<SiteBackup[], SiteBackupInput>('siteBackup', 'loadBackups'),
  startBackup: unprovided<SiteBackup, SiteBackupInput>('siteBackup', 'startBackup'),
};

export type SiteBackupActors = typeof unprovidedSiteBackupActors;

/** Ours (docs/decisions/0268-site-backup-ui.md), in the 'Unable to ...' form of part 2 §8. */
export const siteBackupToasts = {
  started: 'Site backup started',
  finished: 'Site backup finished',
  startFailed: 'Unable to run site backup',
  backupFailed: 'Unable to back up the site',
} as const;
