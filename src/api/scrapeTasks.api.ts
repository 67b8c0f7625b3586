import { fromPromise } from 'xstate';
import { scrapeTasksEndpoints } from '../../domain/api/scrapeTasks.endpoints';
import type { ScrapeTasksActors } from '../../machines/scrapeTasks/scrapeTasks.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';
import { siteChangesActor } from './siteChanges.api';

/** The scrape-task workflow's actors: each calls its endpoint of domain/api/scrapeTasks.endpoints.ts. */
export const scrapeTasksActors: ScrapeTasksActors = {
  siteChanges: siteChangesActor,
  loadTasks: fromPromise(({ input, signal }) =>
    // Empty filters are left out: the server reads a missing one as 'any'.
    call(scrapeTasksEndpoints.list, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '')), { signal }),
  ),
  startScrape: fromEndpoint(scrapeTasksEndpoints.start),
  killTask: fromEndpoint(scrapeTasksEndpoints.kill),
};
