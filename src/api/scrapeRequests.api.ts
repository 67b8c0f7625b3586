import { scrapeRequestsEndpoints } from '../../domain/api/scrapeRequests.endpoints';
import type { ScrapeRequestsActors } from '../../machines/scrapeRequests/scrapeRequests.actors';
import { fromEndpoint } from './fromEndpoint';
import { siteChangesActor } from './siteChanges.api';

/** The scrapeRequests workflow's actors: each calls its endpoint of domain/api/scrapeRequests.endpoints.ts. */
export const scrapeRequestsActors: ScrapeRequestsActors = {
  siteChanges: siteChangesActor,
  requestScrape: fromEndpoint(scrapeRequestsEndpoints.create),
  loadRequests: fromEndpoint(scrapeRequestsEndpoints.list),
  markComplete: fromEndpoint(scrapeRequestsEndpoints.markComplete),
};
