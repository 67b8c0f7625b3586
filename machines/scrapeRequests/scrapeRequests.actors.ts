import type { EndpointInput, EndpointOutput } from '../../domain/api/endpoint';
import { scrapeRequestsEndpoints } from '../../domain/api/scrapeRequests.endpoints';
import type { ScrapeRequestType } from '../../domain/scrapeRequests/scrapeRequestTypes';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the scrapeRequests workflow's actors (part 1 §7, part 2 §7). Each rejects with
 * ApiError when the call fails. The app injects the real ones (src/api/scrapeRequests.api.ts);
 * tests and stories stubs.
 */
type CreateRequest = typeof scrapeRequestsEndpoints.create;

/**
 * The create endpoint's input with a chosen type: the wire takes any value there, so that a missing
 * one gets the modal's own 400 ('Missing ...'), but the machine only sends a chosen one.
 */
export type RequestScrapeCall = EndpointInput<CreateRequest> & { type: ScrapeRequestType };

export const unprovidedScrapeRequestsActors = {
  /** The saved request. */
  requestScrape: unprovided<EndpointOutput<CreateRequest>, RequestScrapeCall>('scrapeRequests', 'requestScrape'),
  /** One page and the total. */
  loadRequests: unprovidedEndpoint('scrapeRequests', 'loadRequests', scrapeRequestsEndpoints.list),
  /** The completed request. */
  markComplete: unprovidedEndpoint('scrapeRequests', 'markComplete', scrapeRequestsEndpoints.markComplete),
  /** `site_changed` of the sites the list shows. */
  siteChanges: unprovidedSiteChanges,
};

export type ScrapeRequestsActors = typeof unprovidedScrapeRequestsActors;
