import type { EndpointInput } from '../../domain/api/endpoint';
import { scrapeRequestsEndpoints } from '../../domain/api/scrapeRequests.endpoints';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the scrapeRequests workflow's actors (part 1 §7, part 2 §7). Each rejects with
 * ApiError when the call fails. The app injects the real ones (src/api/scrapeRequests.api.ts);
 * tests and stories stubs.
 */
export type RequestScrapeCall = EndpointInput<typeof scrapeRequestsEndpoints.create>;

export const unprovidedScrapeRequestsActors = {
  /** The saved request. */
  requestScrape: unprovidedEndpoint('scrapeRequests', 'requestScrape', scrapeRequestsEndpoints.create),
  /** One page and the total. */
  loadRequests: unprovidedEndpoint('scrapeRequests', 'loadRequests', scrapeRequestsEndpoints.list),
  /** The completed request. */
  markComplete: unprovidedEndpoint('scrapeRequests', 'markComplete', scrapeRequestsEndpoints.markComplete),
  /** `site_changed` of the sites the list shows. */
  siteChanges: unprovidedSiteChanges,
};

export type ScrapeRequestsActors = typeof unprovidedScrapeRequestsActors;
