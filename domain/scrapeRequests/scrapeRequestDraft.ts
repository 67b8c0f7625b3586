import type { ScrapeRequestType } from './scrapeRequestTypes';

/** The message of the Request Scrape modal without a type (part 1 §5); also the server's 400 reason. */
export const missingScrapeTypeMessage = "Missing 'Scrape Type'";

/** What the Request Scrape modal holds before it is sent: only the type is required. */
export interface ScrapeRequestDraft {
  type: ScrapeRequestType | null;
  url: string;
  note: string;
}

/** Why the draft cannot be sent, or null when it can. */
export const scrapeRequestProblem = (draft: ScrapeRequestDraft): string | null => (draft.type === null ? missingScrapeTypeMessage : null);
