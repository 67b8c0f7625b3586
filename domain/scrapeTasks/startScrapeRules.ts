import { providerNeedsEndPage } from './scrapeProviders';

/** The start form's values as typed; pages are null when left empty. */
export interface StartScrapeDraft {
  organizationId: string;
  legacyFhid: number | null;
  url: string;
  provider: string;
  startPage: number | null;
  endPage: number | null;
}

/** The old site's address as the scraper takes it: no scheme, no www, no slashes at either end (part 2 §5). */
export const cleanScrapeUrl = (url: string): string =>
  url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/^\/+|\/+$/g, '');

/** The fields a start needs, in the form's order, each with the name the message gives it. */
const requiredFields = [
  { field: 'organizationId', label: 'Organization ID', missing: (draft: StartScrapeDraft) => !draft.organizationId.trim() },
  { field: 'legacyFhid', label: 'FHID', missing: (draft: StartScrapeDraft) => draft.legacyFhid === null },
  { field: 'url', label: 'URL', missing: (draft: StartScrapeDraft) => !cleanScrapeUrl(draft.url) },
  { field: 'provider', label: 'Provider', missing: (draft: StartScrapeDraft) => !draft.provider },
  {
    field: 'endPage',
    label: 'End Page',
    missing: (draft: StartScrapeDraft) => providerNeedsEndPage(draft.provider) && draft.endPage === null,
  },
] as const;

/** 'A', 'A and B', 'A, B and C'. */
const joinWithAnd = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;

export interface StartScrapeProblem {
  /** The first field concerned (the API's 400 names it). */
  field: string;
  /** Every field concerned, for the form to mark each (issue 33). */
  fields: readonly string[];
  message: string;
}

/**
 * Why a start cannot go ahead, or null: 'Missing ' and the missing fields joined with commas and
 * 'and' (part 2 §5), else a negative start page or an end page before the start page.
 */
export const startScrapeProblem = (draft: StartScrapeDraft): StartScrapeProblem | null => {
  const missing = requiredFields.filter((rule) => rule.missing(draft));
  if (missing.length)
    return {
      field: missing[0]!.field,
      fields: missing.map((rule) => rule.field),
      message: `Missing ${joinWithAnd(missing.map((rule) => rule.label))}`,
    };
  if (draft.startPage !== null && draft.startPage < 0)
    return { field: 'startPage', fields: ['startPage'], message: 'Start Page must not be negative' };
  if (draft.endPage !== null && draft.endPage < (draft.startPage ?? 0))
    return { field: 'endPage', fields: ['endPage'], message: 'End Page must not be before Start Page' };
  return null;
};
