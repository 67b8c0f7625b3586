import type { ScrapeRequestList, ScrapeRequestRow, ScrapeRequestStatus } from '../../domain/api/scrapeRequests.schema';
import type { ScrapeRequestType } from '../../domain/scrapeRequests/scrapeRequestTypes';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the scrapeRequests workflow's actors (part 1 §7, part 2 §7). Each rejects with
 * ApiError when the call fails. The app injects the real ones (src/api/scrapeRequests.api.ts);
 * tests and stories stubs.
 */
export interface RequestScrapeCall {
  siteId: number;
  type: ScrapeRequestType;
  url: string;
  note: string;
}

interface LoadRequestsInput {
  status: ScrapeRequestStatus;
  page: number;
  perPage: number;
  /** One site's requests only. */
  fhid?: number;
}

interface MarkCompleteInput {
  requestId: number;
  type: ScrapeRequestType;
  additionalNote: string;
  requestedBy: string | null;
}

export const unprovidedScrapeRequestsActors = {
  /** POST /api/scrapeRequest/{siteId}/create: the saved request. */
  requestScrape: unprovided<ScrapeRequestRow, RequestScrapeCall>('scrapeRequests', 'requestScrape'),
  /** GET /api/scrapeRequests: one page and the total. */
  loadRequests: unprovided<ScrapeRequestList, LoadRequestsInput>('scrapeRequests', 'loadRequests'),
  /** POST /api/scrapeRequest/{requestId}/markComplete: the completed request. */
  markComplete: unprovided<ScrapeRequestRow, MarkCompleteInput>('scrapeRequests', 'markComplete'),
  /** `site_changed` of the sites the list shows. */
  siteChanges: unprovidedSiteChanges,
};

export type ScrapeRequestsActors = typeof unprovidedScrapeRequestsActors;
