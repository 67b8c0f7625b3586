import type { ScrapeRequestType } from '../scrapeRequests/scrapeRequestTypes';

/** A scrape that is not finished yet: it blocks Full Send (decisions.md §6). */
export interface PendingScrape {
  id: string;
  type: string;
  status: string;
}

/** An open scrape request as the go-live panel lists it: nobody has marked it complete yet. */
export const pendingScrapeOfRequest = (request: { id: number; type: ScrapeRequestType }): PendingScrape => ({
  id: `request-${request.id}`,
  type: request.type,
  status: 'Requested',
});
