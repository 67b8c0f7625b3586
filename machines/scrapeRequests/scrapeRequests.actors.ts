import type { EndpointInput, EndpointOutput } from '../../domain/api/endpoint';
import { scrapeRequestsEndpoints } from '../../domain/api/scrapeRequests.endpoints';
import { type ScrapeRequestType, scrapeRequestTypeLabels } from '../../domain/scrapeRequests/scrapeRequestTypes';
import type { Notice } from '../shared/notice';
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

/** Part 1 §9: toasts on the scrape page close after 3000 ms. */
const scrapePageToastMs = 3000;

/**
 * Part 1 §8's and part 2 §8's toasts: the Request Scrape modal's differ by where it was opened (the
 * site list, the site's Scrape tab); a completion names the request's type.
 */
export const scrapeRequestsNotices = {
  listRequested: { tone: 'success', message: 'Scrape request submitted successfully' },
  listRequestFailed: { tone: 'error', message: 'Error while submitting scrape request' },
  siteRequested: { tone: 'success', message: 'Scrape requested!' },
  siteRequestFailed: { tone: 'error', message: 'Unable to request scrape' },
  completed: (type: ScrapeRequestType): Notice => ({
    tone: 'success',
    message: `${scrapeRequestTypeLabels[type]} scrape marked as complete`,
    autoCloseMs: scrapePageToastMs,
  }),
  completeFailed: (type: ScrapeRequestType): Notice => ({
    tone: 'error',
    message: `Unable to mark ${scrapeRequestTypeLabels[type]} scrape complete`,
    autoCloseMs: scrapePageToastMs,
  }),
} as const satisfies Record<string, Notice | ((...args: never[]) => Notice)>;
