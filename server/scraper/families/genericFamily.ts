import type { ScrapeRecordKind } from '../../../domain/scrapeTasks/scrapeJobTypes';
import { parseGeneric } from '../parsers/genericParser';
import { sameHostLinks, standardNextLink } from './listingLinks';
import type { ScrapeFamily } from './scrapeFamily';

/** Where an old site of no known family usually lists each kind. */
const listingPaths: Record<ScrapeRecordKind, string> = {
  obituary: '/obituaries',
  testimonial: '/testimonials',
  merchandise: '/merchandise',
  blog: '/blog',
};

/** A record lives below its listing (/obituaries/jane-doe); an obituary may also sit under /obituary/ or /obits/. */
const isRecordPath = (kind: ScrapeRecordKind, url: URL): boolean => {
  const path = url.pathname.replace(/\/+$/, '');
  const listing = listingPaths[kind];
  if (path === listing || url.searchParams.has('page')) return false;
  if (path.startsWith(`${listing}/`)) return true;
  return kind === 'obituary' && /\/(obituary|obits?|tributes?)\/[^/]+/i.test(path);
};

const genericListingUrl = (origin: string, kind: ScrapeRecordKind, page: number): URL => {
  const url = new URL(listingPaths[kind], origin);
  if (page > 1) url.searchParams.set('page', String(page));
  return url;
};

/**
 * Any other old site: listings at the usual paths paged by rel=next or 'Next', records found by
 * their path below the listing, read by the generic parser.
 */
export const genericFamily: ScrapeFamily = {
  name: 'generic',
  listingUrl: genericListingUrl,
  pagesByParameter: () => false,
  recordLinks: ($, pageUrl, kind) => sameHostLinks($, 'a[href]', pageUrl, (url) => isRecordPath(kind, url)),
  nextLink: ($, pageUrl) => standardNextLink($, pageUrl),
  parseRecord: parseGeneric,
};
