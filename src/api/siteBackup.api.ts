import { siteBackupEndpoints } from '../../domain/api/siteBackup.endpoints';
import type { SiteBackupActors } from '../../machines/siteBackup/siteBackup.actors';
import { fromEndpoint } from './fromEndpoint';

/** The site backup's actors: each calls its endpoint of domain/api/siteBackup.endpoints.ts. */
export const siteBackupActors: SiteBackupActors = {
  loadBackups: fromEndpoint(siteBackupEndpoints.list),
  startBackup: fromEndpoint(siteBackupEndpoints.start),
};
