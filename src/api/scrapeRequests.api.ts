import { fromPromise } from 'xstate';
import { scrapeRequestsEndpoints } from '../../domain/api/scrapeRequests.endpoints';
import type { ScrapeRequestsActors } from '../../machines/scrapeRequests/scrapeRequests.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';
import { siteChangesActor } from './siteChanges.api';

/** The scrapeRequests workflow's actors: each calls its endpoint of domain/api/scrapeRequests.endpoints.ts. */
export const scrapeRequestsActors: ScrapeRequestsActors = {
  siteChanges: siteChangesActor,
  requestScrape: fromPromise(({ input, signal }) => call(scrapeRequestsEndpoints.create, input, { signal })),
  loadRequests: fromEndpoint(scrapeRequestsEndpoints.list),
  markComplete: fromEndpoint(scrapeRequestsEndpoints.markComplete),
};
