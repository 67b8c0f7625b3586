import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import { importReportSchema, importSubscribersBody, siteSubscribersSchema } from './subscriberImport.schema';

/** The Actions tab's Subscriber Import (issue 15, docs/decisions/0267-subscriber-import-ui.md): the site's subscribers and the CSV import. */
export const subscriberImportEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/subscribers',
    capability: 'readSites',
    summary: 'How many subscribers a site has, and the newest of them',
    params: idParams,
    answers: { 200: siteSubscribersSchema },
    refusals: { 404: 'Site not found' },
  }),
  import: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/subscribers/import',
    capability: 'importSubscribers',
    summary: 'Imports an obituary-subscriber CSV into a site',
    description:
      "The browser reads the file and sends its name and text. Every row is checked; new addresses are added, addresses the site already has (or the file repeats) are counted as duplicates and skipped, so importing the same file again adds nothing. The rows and the log entry ('Subscribers imported from <file>: <n> added, <n> duplicates skipped, <n> invalid rows') commit together. A file that cannot be read as a subscriber CSV is 400 'Invalid csv: <reason>' naming `csv`. The report lists every row accounted for and the site's subscribers after the import.",
    params: idParams,
    body: importSubscribersBody,
    answers: { 200: importReportSchema },
    refusals: { 404: 'Site not found' },
  }),
};
