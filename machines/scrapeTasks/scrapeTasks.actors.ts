import type { ListScrapeTasksQuery, ScrapeStarted, ScrapeTaskList, StartScrapeBody, TaskRevoked } from '../../domain/api/scrapeTasks.schema';
import { unprovided } from '../shared/unprovided';
import { unprovidedSiteChanges } from '../shared/siteChanges';

/**
 * The contract of the scrape-task machines' actors (/api/scrapiTasks, part 2 §7): the app injects
 * the real ones (src/api/scrapeTasks.api.ts), tests and stories stubs.
 */
export type LoadTasksInput = ListScrapeTasksQuery;
export type KillTaskInput = { taskId: string };

export const unprovidedScrapeTasksActors = {
  loadTasks: unprovided<ScrapeTaskList, LoadTasksInput>('scrapeTasks', 'loadTasks'),
  startScrape: unprovided<ScrapeStarted, StartScrapeBody>('scrapeTasks', 'startScrape'),
  killTask: unprovided<TaskRevoked, KillTaskInput>('scrapeTasks', 'killTask'),
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
