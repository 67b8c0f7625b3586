import { load } from 'cheerio';
import type { ScrapeResult } from '../../domain/api/scrapeTasks.schema';
import type { ScrapeRecordKind } from '../../domain/scrapeTasks/scrapeJobTypes';
import { AddressRefusedError } from './addressGuard';
import type { ScrapeFamily } from './families/scrapeFamily';
import { FetchFailedError, type GuardedResponse } from './guardedFetch';
import type { HostPacer } from './hostPacer';
import type { ParsedRecord } from './parsers/parsedRecord';
import type { ScraperSettings } from './scraperSettings';
import { openSite, PageCapReachedError, type SiteClient } from './siteClient';

export interface ScrapePlan {
  /** The old site's host as the start form cleaned it ('oldfuneralhome.com'). */
  host: string;
  family: ScrapeFamily;
  kinds: readonly ScrapeRecordKind[];
  /** The first listing page (0 and 1 both mean the first) and the last one, if any. */
  startPage: number | null;
  endPage: number | null;
}

export type SaveOutcome = 'new' | 'updated' | 'unchanged';

export interface ScrapeHooks {
  /** Asked before every page: a revoke stops the scrape there, keeping what it saved. */
  shouldStop(): Promise<boolean>;
  /** Saves one record (idempotently by source URL) and says what that did. */
  saveRecord(kind: ScrapeRecordKind, sourceUrl: string, record: ParsedRecord & { name: string }): Promise<SaveOutcome>;
}

export interface ScrapeOutcome {
  result: ScrapeResult;
  revoked: boolean;
}

/** The result lists the first skips; the count covers them all. */
const maxSkipReasons = 50;

class Revoked extends Error {}

/** The scrape could not go on (a refused or unreachable site, a failing listing): the result says how far it got. */
export class ScrapeFailedError extends Error {
  constructor(
    message: string,
    readonly result: ScrapeResult,
  ) {
    super(message);
    this.name = 'ScrapeFailedError';
  }
}

export const emptyScrapeResult = (): ScrapeResult => ({
  pagesRead: 0,
  recordsSaved: 0,
  new: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  skippedReasons: [],
  stoppedBecause: null,
});

const isHtml = (response: GuardedResponse) => /html|xml/i.test(String(response.headers['content-type'] ?? 'text/html'));

/**
 * Reads an old site: for each kind, its listing pages from the start page to the end page (or
 * until no next page), each record linked from a listing, saved through `hooks` as it is read.
 * Nothing is held but the page in hand and the set of record URLs already read, so memory stays
 * flat however many records there are. Every page goes through the site client (address guard,
 * robots.txt, pacing, retries, caps). A refused or unreachable site throws; a record that cannot
 * be read is skipped with its reason.
 */
export const runScrape = async (
  plan: ScrapePlan,
  settings: ScraperSettings,
  hooks: ScrapeHooks,
  pacer?: HostPacer,
): Promise<ScrapeOutcome> => {
  const result = emptyScrapeResult();
  let site: SiteClient;
  try {
    site = await openSite(plan.host, { settings, ...(pacer ? { pacer } : {}) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ScrapeFailedError(message, { ...result, stoppedBecause: message });
  }
  const readRecords = new Set<string>();

  const skip = (url: URL, reason: string) => {
    result.skipped += 1;
    if (result.skippedReasons.length < maxSkipReasons) result.skippedReasons.push({ url: url.href, reason });
  };

  const fetchPage = async (client: SiteClient, url: URL): Promise<GuardedResponse> => {
    if (await hooks.shouldStop()) throw new Revoked();
    const response = await client.get(url);
    result.pagesRead = client.pagesRead;
    return response;
  };

  const readRecord = async (kind: ScrapeRecordKind, url: URL): Promise<void> => {
    if (!site.isAllowed(url)) return skip(url, 'robots.txt disallows it');
    let response: GuardedResponse;
    try {
      response = await fetchPage(site, url);
    } catch (error) {
      if (error instanceof AddressRefusedError || error instanceof FetchFailedError) return skip(url, error.message);
      throw error;
    }
    if (response.status !== 200) return skip(url, `HTTP ${response.status}`);
    if (!isHtml(response)) return skip(url, 'not an HTML page');
    const record = plan.family.parseRecord(load(response.body), new URL(response.url), kind);
    if (!record.name) return skip(url, 'no name or title found');
    const outcome = await hooks.saveRecord(kind, url.href, { ...record, name: record.name });
    result.recordsSaved += 1;
    result[outcome] += 1;
  };

  const readKind = async (kind: ScrapeRecordKind): Promise<void> => {
    let page = Math.max(plan.startPage ?? 1, 1);
    let url: URL | null = plan.family.listingUrl(site.origin, kind, page);
    const readListings = new Set<string>();
    while (url && (plan.endPage === null || page <= Math.max(plan.endPage, 1))) {
      readListings.add(url.href);
      if (!site.isAllowed(url)) return skip(url, 'robots.txt disallows it');
      const response = await fetchPage(site, url);
      if (response.status === 404 || response.status === 410) {
        if (page === Math.max(plan.startPage ?? 1, 1)) skip(url, `no ${kind} listing (HTTP ${response.status})`);
        return;
      }
      if (response.status !== 200) throw new FetchFailedError(`listing page ${url.href} answered HTTP ${response.status}`, false);
      const $ = load(response.body);
      const links = plan.family.recordLinks($, url, kind);
      const next: URL | null =
        plan.family.nextLink($, url) ??
        (plan.family.pagesByParameter(kind) && links.length > 0 ? plan.family.listingUrl(site.origin, kind, page + 1) : null);
      for (const link of links) {
        if (readRecords.has(link.href)) continue;
        readRecords.add(link.href);
        await readRecord(kind, link);
      }
      url = next && !readListings.has(next.href) ? next : null;
      page += 1;
    }
  };

  try {
    for (const kind of plan.kinds) await readKind(kind);
    return { result, revoked: false };
  } catch (error) {
    if (error instanceof Revoked) return { result: { ...result, stoppedBecause: 'revoked' }, revoked: true };
    if (error instanceof PageCapReachedError) return { result: { ...result, stoppedBecause: error.message }, revoked: false };
    const message = error instanceof Error ? error.message : String(error);
    throw new ScrapeFailedError(message, { ...result, stoppedBecause: message });
  }
};
