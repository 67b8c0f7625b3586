import { scrapeTasksEndpoints } from '../../domain/api/scrapeTasks.endpoints';
import { defineRoute, type RouteModule } from '../http/route';
import { killTask } from '../scrapeTasks/killTask';
import { listScrapeTasks } from '../scrapeTasks/scrapeTaskQueries';
import { startScrape } from '../scrapeTasks/startScrape';

/** Scrape tasks (domain/api/scrapeTasks.endpoints.ts): the Scrape Tasks tab's list, starting a scrape, revoking one. */
export const scrapeTasksRoutes: RouteModule = () => [
  defineRoute(scrapeTasksEndpoints.list, ({ deps, query }) => listScrapeTasks(deps.db, query)),
  defineRoute(scrapeTasksEndpoints.start, ({ deps, user, body }) => startScrape(deps, user, body)),
  defineRoute(scrapeTasksEndpoints.kill, ({ deps, user, body }) => killTask(deps, user, body.taskId)),
];
