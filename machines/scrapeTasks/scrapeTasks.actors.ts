import { scrapeTasksEndpoints } from '../../domain/api/scrapeTasks.endpoints';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';
import { unprovidedSiteChanges } from '../shared/siteChanges';

/**
 * The contract of the scrape-task machines' actors (/api/scrapiTasks, part 2 §7): the app injects
 * the real ones (src/api/scrapeTasks.api.ts), tests and stories stubs.
 */
export const unprovidedScrapeTasksActors = {
  loadTasks: unprovidedEndpoint('scrapeTasks', 'loadTasks', scrapeTasksEndpoints.list),
  startScrape: unprovidedEndpoint('scrapeTasks', 'startScrape', scrapeTasksEndpoints.start),
  killTask: unprovidedEndpoint('scrapeTasks', 'killTask', scrapeTasksEndpoints.kill),
  /** `site_changed` of the sites the list shows (a task's status is the site's). */
  siteChanges: unprovidedSiteChanges,
};

export type ScrapeTasksActors = typeof unprovidedScrapeTasksActors;

/** Part 2 §8's toasts; on the scrape page they close after 3000 ms (part 2 §9). */
export const scrapeTasksToasts = {
  started: 'Job started!',
  startFailed: 'Unable to start job',
  revoked: 'Task successfully revoked',
  revokeFailed: 'Unable to revoke task',
} as const;

export const scrapePageToastMs = 3000;
