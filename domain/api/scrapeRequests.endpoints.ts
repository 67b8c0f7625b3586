import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import {
  createScrapeRequestBody,
  markScrapeRequestCompleteBody,
  scrapeRequestListQuery,
  scrapeRequestListSchema,
  scrapeRequestRowSchema,
} from './scrapeRequests.schema';

/**
 * /api/scrapeRequest(s): scrape requests (part 1 §7, part 2 §7, decisions.md §2, §7); rules in
 * domain/scrapeRequests/. `name` of a row is the site's; Needed By is the earlier of the site's
 * launch and urgent-build dates, read now.
 */
export const scrapeRequestsEndpoints = {
  create: endpoint({
    method: 'post',
    path: '/api/scrapeRequest/:id{[0-9]+}/create',
    capability: 'requestScrape',
    summary: 'Requests a scrape of a site',
    description:
      "`:id` is the site. `type` is one of obituaries, testimonials, merchandise, blogs; missing or empty answers 400 `{field: 'type', reason: \"Missing 'Scrape Type'\"}`; obituaries from anyone but admin 403. Ticks checklist item 195 'Scrape started' unless ticked (an item already ticked keeps who ticked it), logs '{Type} scrape requested' (SCRAPE), in one transaction. 404 unknown site.",
    params: idParams,
    body: createScrapeRequestBody,
    answers: { 201: scrapeRequestRowSchema },
  }),
  list: endpoint({
    method: 'get',
    path: '/api/scrapeRequests',
    capability: 'readSites',
    summary: 'A page of scrape requests',
    description:
      "`{data, totalRequests}`: `open` (the default) oldest first; `complete` most recently completed first; perPage 1-100, default 20; `fhid` keeps one site's, for its Scrape tab. Everyone signed in.",
    query: scrapeRequestListQuery,
    answers: { 200: scrapeRequestListSchema },
  }),
  markComplete: endpoint({
    method: 'post',
    path: '/api/scrapeRequest/:id{[0-9]+}/markComplete',
    capability: 'completeScrapeRequest',
    summary: 'Marks a scrape request complete',
    description:
      "`:id` is the request. Answers the completed row; logs '{Type} scrape marked as complete' plus ': {note}' when there is one (SCRAPE). `type` and `requestedBy` are what the row showed, so a stale screen cannot complete a request it did not show. 404 unknown request.",
    params: idParams,
    body: markScrapeRequestCompleteBody,
    answers: { 200: scrapeRequestRowSchema },
    refusals: { 409: "The request is already complete, or `type` / `requestedBy` are not the stored request's" },
  }),
};
