import { scrapeRequestsEndpoints } from '../../domain/api/scrapeRequests.endpoints';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { completeScrapeRequest } from '../scrapeRequests/completeScrapeRequest';
import { createScrapeRequest } from '../scrapeRequests/createScrapeRequest';
import { listScrapeRequests } from '../scrapeRequests/scrapeRequestQueries';

/**
 * Scrape requests (domain/api/scrapeRequests.endpoints.ts): request one from a site, list them on
 * the Scrapes page, mark one complete.
 */
export const scrapeRequestsRoutes: RouteModule = () => [
  defineRoute(scrapeRequestsEndpoints.create, async ({ deps, user, params, body }) =>
    answer(201, await createScrapeRequest(deps, user, params.id, body)),
  ),
  defineRoute(scrapeRequestsEndpoints.list, ({ deps, query }) => listScrapeRequests(deps.db, query)),
  defineRoute(scrapeRequestsEndpoints.markComplete, ({ deps, user, params, body }) => completeScrapeRequest(deps, user, params.id, body)),
];
