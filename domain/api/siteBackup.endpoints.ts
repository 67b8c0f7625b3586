import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import { siteBackupSchema, siteBackupsSchema } from './siteBackup.schema';

/** The Actions tab's Run Site Backup (issue 15, docs/decisions/0268-site-backup-ui.md): the site's backups, and asking for a new one (a background job). */
export const siteBackupEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/backups',
    capability: 'readSites',
    summary: "A site's backups, newest first",
    description: 'The tile reads this list every 2 s while a backup is under way; a backup whose job gave up is settled as failed here.',
    params: idParams,
    answers: { 200: siteBackupsSchema },
    refusals: { 404: 'Site not found' },
  }),
  start: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/backups',
    capability: 'runSiteBackup',
    summary: "Asks for a backup of a site's builder project",
    description:
      "Answers the queued backup. The request, its log entry ('Site backup started') and the background job commit together; when the job cannot be queued nothing is kept and the answer is 503 'The backup could not be started; try again later' (docs/decisions/0385-site-backup-job-in-the-request-transaction.md). No body.",
    params: idParams,
    answers: { 202: siteBackupSchema },
    refusals: { 404: 'Site not found', 409: "'<name> has no builder project yet: create or link one first'" },
  }),
};
