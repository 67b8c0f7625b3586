import { killTaskBody, listScrapeTasksQuery, type ScrapeStarted, type ScrapeTaskList, startScrapeBody, type TaskRevoked } from '../../domain/api/scrapeTasks.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { killTask } from '../scrapeTasks/killTask';
import { listScrapeTasks } from '../scrapeTasks/scrapeTaskQueries';
import { startScrape } from '../scrapeTasks/startScrape';

/** Scrape tasks (part 2 §2.10, §7; decisions.md §2, §7): the Scrape Tasks tab's list, starting a scrape, revoking one. */
export const scrapeTasksRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/scrapiTasks',
    capability: 'seeScrapeTasks',
    query: listScrapeTasksQuery,
    handler: async ({ c, deps, query }) => c.json<ScrapeTaskList>(await listScrapeTasks(deps.db, query)),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/scrapiTasks/startScrape',
    capability: 'startScrape',
    body: startScrapeBody,
    handler: async ({ c, deps, user, body }) => c.json<ScrapeStarted>(await startScrape(deps, user, body)),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/scrapiTasks/killTask',
    capability: 'revokeScrape',
    body: killTaskBody,
    handler: async ({ c, deps, user, body }) => c.json<TaskRevoked>(await killTask(deps, user, body.taskId)),
  }),
];
