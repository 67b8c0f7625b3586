import { scrapeTasksEndpoints } from '../../domain/api/scrapeTasks.endpoints';
import type { Notice } from '../shared/notice';
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

/** On the scrape page toasts close after 3000 ms (part 2 §9). */
const scrapePageToastMs = 3000;

/** Part 2 §8's toasts. */
export const scrapeTasksNotices = {
  started: { tone: 'success', message: 'Job started!', autoCloseMs: scrapePageToastMs },
  startFailed: { tone: 'error', message: 'Unable to start job', autoCloseMs: scrapePageToastMs },
  revoked: { tone: 'success', message: 'Task successfully revoked', autoCloseMs: scrapePageToastMs },
  revokeFailed: { tone: 'error', message: 'Unable to revoke task', autoCloseMs: scrapePageToastMs },
} as const satisfies Record<string, Notice>;
