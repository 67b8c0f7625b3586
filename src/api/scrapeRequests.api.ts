import { fromPromise } from 'xstate';
import { scrapeRequestListSchema, scrapeRequestRowSchema } from '../../domain/api/scrapeRequests.schema';
import type { ScrapeRequestsActors } from '../../machines/scrapeRequests/scrapeRequests.actors';
import { api } from './http';
import { siteChangesActor } from './siteChanges.api';

/** The scrapeRequests workflow's actors on /api/scrapeRequest(s) (docs/api.md 'Scrape requests'). */
export const scrapeRequestsActors: ScrapeRequestsActors = {
  siteChanges: siteChangesActor,
  requestScrape: fromPromise(({ input: { siteId, type, url, note } }) =>
    api.post(`api/scrapeRequest/${siteId}/create`, { type, url, note }, scrapeRequestRowSchema),
  ),
  loadRequests: fromPromise(({ input: { status, page, perPage, fhid }, signal }) =>
    api.get('api/scrapeRequests', scrapeRequestListSchema, { searchParams: { status, page, perPage, ...(fhid === undefined ? {} : { fhid }) }, signal }),
  ),
  markComplete: fromPromise(({ input: { requestId, type, additionalNote, requestedBy } }) =>
    api.post(`api/scrapeRequest/${requestId}/markComplete`, { type, additionalNote, requestedBy }, scrapeRequestRowSchema),
  ),
};
