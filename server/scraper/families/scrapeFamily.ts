import type { CheerioAPI } from 'cheerio';
import type { ScrapeRecordKind } from '../../../domain/scrapeTasks/scrapeJobTypes';
import type { ScrapeProviderFamily } from '../../../domain/scrapeTasks/scrapeProviders';
import type { ParsedRecord } from '../parsers/parsedRecord';

/** How one provider family's old sites are laid out: where listings are, how they page, how a record reads. */
export interface ScrapeFamily {
  name: ScrapeProviderFamily;
  /** The listing page `page` (1 is the first) of a kind on the site at `origin`. */
  listingUrl(origin: string, kind: ScrapeRecordKind, page: number): URL;
  /** Whether page n+1 is the page parameter's next value when a listing shows no next link. */
  pagesByParameter(kind: ScrapeRecordKind): boolean;
  recordLinks($: CheerioAPI, pageUrl: URL, kind: ScrapeRecordKind): URL[];
  nextLink($: CheerioAPI, pageUrl: URL): URL | null;
  parseRecord($: CheerioAPI, pageUrl: URL, kind: ScrapeRecordKind): ParsedRecord;
}
