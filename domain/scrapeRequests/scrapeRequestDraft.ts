import * as v from 'valibot';
import { scrapeRequestTypes, type ScrapeRequestType } from './scrapeRequestTypes';

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

/** The draft the modal opens with: the site's website, nothing else. */
export const emptyScrapeRequestDraft = (url: string): ScrapeRequestDraft => ({ type: null, url, note: '' });

/**
 * The draft as the browser keeps it while it is typed (issue 28,
 * docs/decisions/0440-intake-page-seo-domain-and-scrape-drafts.md).
 */
export const scrapeRequestDraftSchema: v.GenericSchema<unknown, ScrapeRequestDraft> = v.object({
  type: v.nullable(v.picklist(scrapeRequestTypes)),
  url: v.string(),
  note: v.string(),
});
