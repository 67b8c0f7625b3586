import { createScrapeRequestBody, markScrapeRequestCompleteBody, scrapeRequestListQuery } from '../../domain/api/scrapeRequests.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { completeScrapeRequest } from '../scrapeRequests/completeScrapeRequest';
import { createScrapeRequest } from '../scrapeRequests/createScrapeRequest';
import { listScrapeRequests } from '../scrapeRequests/scrapeRequestQueries';

/**
 * Scrape requests (part 1 §7, part 2 §7, decisions.md §2, §7): request one from a site, list them
 * on the Scrapes page, mark one complete.
 */
export const scrapeRequestsRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'post',
    path: '/api/scrapeRequest/:id{[0-9]+}/create',
    capability: 'requestScrape',
    params: idParams,
    body: createScrapeRequestBody,
    handler: async ({ c, deps, user, params, body }) => c.json(await createScrapeRequest(deps, user, params.id, body), 201),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/scrapeRequests',
    capability: 'readSites',
    query: scrapeRequestListQuery,
    handler: async ({ c, deps, query }) => c.json(await listScrapeRequests(deps.db, query)),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/scrapeRequest/:id{[0-9]+}/markComplete',
    capability: 'completeScrapeRequest',
    params: idParams,
    body: markScrapeRequestCompleteBody,
    handler: async ({ c, deps, user, params, body }) => c.json(await completeScrapeRequest(deps, user, params.id, body)),
  }),
];
