import * as v from 'valibot';
import { idText } from './id.schema';
import { missingScrapeTypeMessage } from '../scrapeRequests/scrapeRequestDraft';
import { scrapeRequestTypes } from '../scrapeRequests/scrapeRequestTypes';

/** Request and response shapes of the scrape request routes (part 1 §7, part 2 §7; docs/api.md). */

/** A type left out or empty reads as the modal's own message; anything else names the choices. */
const scrapeType = v.picklist(scrapeRequestTypes, (issue) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? missingScrapeTypeMessage
    : `type must be one of ${scrapeRequestTypes.join(', ')}`,
);
const optionalText = (field: string, max: number) =>
  v.optional(v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`)), '');

/** POST /api/scrapeRequest/{siteId}/create: the type is required, url and note may be left out. */
export const createScrapeRequestBody = v.object({
  // Left out reads as empty, so a missing type gets the modal's own message too.
  type: v.pipe(v.optional(v.unknown(), ''), scrapeType),
  url: optionalText('url', 2000),
  note: optionalText('note', 10_000),
});
export type CreateScrapeRequestBody = v.InferOutput<typeof createScrapeRequestBody>;

const wholeNumber = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.safeInteger());

const scrapeRequestStatuses = ['open', 'complete'] as const;
export type ScrapeRequestStatus = (typeof scrapeRequestStatuses)[number];

/**
 * GET /api/scrapeRequests: open requests (the default) oldest first, complete ones newest first;
 * fhid keeps one site's (its Scrape tab).
 */
export const scrapeRequestListQuery = v.object({
  page: v.optional(v.pipe(wholeNumber, v.minValue(1, 'must be at least 1')), '1'),
  perPage: v.optional(v.pipe(wholeNumber, v.minValue(1, 'must be at least 1'), v.maxValue(100, 'must be at most 100')), '20'),
  status: v.optional(v.picklist(scrapeRequestStatuses, "must be 'open' or 'complete'"), 'open'),
  fhid: v.optional(idText('fhid')),
});
export type ScrapeRequestListQuery = v.InferOutput<typeof scrapeRequestListQuery>;

/**
 * POST /api/scrapeRequest/{requestId}/markComplete. `type` and `requestedBy` are what the row
 * showed; the server checks them against the stored request (409 when they differ), so a stale
 * screen cannot complete a request it did not show.
 */
export const markScrapeRequestCompleteBody = v.object({
  type: scrapeType,
  additionalNote: optionalText('additionalNote', 5000),
  requestedBy: v.optional(v.nullable(v.string('requestedBy must be text')), null),
});
export type MarkScrapeRequestCompleteBody = v.InferOutput<typeof markScrapeRequestCompleteBody>;

const nullableText = v.nullable(v.string());

/** One row of the Scrape Requests tab (part 2 §2.10, §3). */
export const scrapeRequestRowSchema = v.object({
  id: v.number(),
  /** The site's id (funeral home id). */
  fhid: v.number(),
  /** The site's name. */
  name: v.string(),
  type: v.picklist(scrapeRequestTypes),
  url: v.string(),
  note: v.string(),
  /** The requester's name; null when that user no longer exists. */
  requested_by: nullableText,
  /** The earlier of the site's launch date and its urgent-build date, 'MMM D, YYYY'; null when it has neither. */
  pretty_needed_before: nullableText,
  completed: v.boolean(),
  completed_by: nullableText,
  pretty_completed_at: nullableText,
  additional_note: v.string(),
});
export type ScrapeRequestRow = v.InferOutput<typeof scrapeRequestRowSchema>;

export const scrapeRequestListSchema = v.object({
  data: v.array(scrapeRequestRowSchema),
  /** Requests of the asked status over all pages. */
  totalRequests: v.number(),
});
export type ScrapeRequestList = v.InferOutput<typeof scrapeRequestListSchema>;
