import { scrapeFinishedItemId, scrapeStartedItemId } from '../siteChecklist/checklistItemIds';

/** A scrape that is not finished yet: it blocks Full Send (decisions.md §6). */
export interface PendingScrape {
  id: string;
  type: string;
  status: string;
}

/**
 * Until the scrape request and task tables exist (decisions.md §7, a later issue), the checklist
 * is the record of a scrape: item 195 'Scrape started' ticked and 190 'Scrape finished' not means
 * one obituaries scrape is open. The same rule as the site list's scrapeRequest filter.
 */
export const pendingScrapesFromChecklist = (tickedItemIds: ReadonlySet<number>): PendingScrape[] =>
  tickedItemIds.has(scrapeStartedItemId) && !tickedItemIds.has(scrapeFinishedItemId)
    ? [{ id: 'checklist-scrape', type: 'obituaries', status: 'Scrape started, not finished' }]
    : [];
