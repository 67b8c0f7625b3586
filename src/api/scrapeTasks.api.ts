import { fromPromise } from 'xstate';
import { scrapeStartedSchema, scrapeTaskListSchema, taskRevokedSchema } from '../../domain/api/scrapeTasks.schema';
import type { ScrapeTasksActors } from '../../machines/scrapeTasks/scrapeTasks.actors';
import { api } from './http';
import { siteChangesActor } from './siteChanges.api';

/** The scrape-task workflow's actors on /api/scrapiTasks (part 2 §7). */
export const scrapeTasksActors: ScrapeTasksActors = {
  siteChanges: siteChangesActor,
  loadTasks: fromPromise(({ input, signal }) =>
    api.get('api/scrapiTasks', scrapeTaskListSchema, {
      // Empty filters are left out: the server reads a missing one as 'any'.
      searchParams: Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '')),
      signal,
    }),
  ),
  startScrape: fromPromise(({ input }) => api.post('api/scrapiTasks/startScrape', input, scrapeStartedSchema)),
  killTask: fromPromise(({ input }) => api.post('api/scrapiTasks/killTask', input, taskRevokedSchema)),
};
