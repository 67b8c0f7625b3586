import { firstFound } from '../parsers/parsedRecord';
import { imageOf, paragraphsOf, parseGeneric, textOf } from '../parsers/genericParser';
import { isoDateIn } from '../parsers/dates';
import { serviceDetailsOf } from './familyRecord';
import { genericFamily } from './genericFamily';
import { sameHostLinks, standardNextLink } from './listingLinks';
import type { ScrapeFamily } from './scrapeFamily';

/**
 * The Tribute Technology group (CFS, FZ, FR, FT, FI, MKJ): obituaries listed at
 * /obituaries/obituary-listings?page=N as .obit-list-item cards, a rel=next link while more pages
 * follow; each obituary page has .obit-name, .obit-birth / .obit-death, .obit-image, .obit-text
 * and .service-event blocks, plus a Person JSON-LD block (often badly escaped) the generic
 * parser reads for anything the selectors miss.
 */
export const tributeFamily: ScrapeFamily = {
  name: 'tribute',
  listingUrl: (origin, kind, page) => {
    if (kind !== 'obituary') return genericFamily.listingUrl(origin, kind, page);
    const url = new URL('/obituaries/obituary-listings', origin);
    url.searchParams.set('page', String(Math.max(page, 1)));
    return url;
  },
  // Its listings say when more pages follow (rel=next), so no page is asked for beyond the last.
  pagesByParameter: () => false,
  recordLinks: ($, pageUrl, kind) =>
    kind === 'obituary'
      ? sameHostLinks($, '.obit-list-item a.obit-name-link[href], .obit-list-item h2 a[href]', pageUrl)
      : genericFamily.recordLinks($, pageUrl, kind),
  nextLink: ($, pageUrl) => standardNextLink($, pageUrl, '.obit-pagination a.next-page'),
  parseRecord: ($, pageUrl, kind) => {
    if (kind !== 'obituary') return genericFamily.parseRecord($, pageUrl, kind);
    return firstFound(
      {
        name: textOf($, '.obit-name'),
        birthDate: isoDateIn(textOf($, '.obit-birth')),
        deathDate: isoDateIn(textOf($, '.obit-death')),
        text: paragraphsOf($, '.obit-text'),
        photoUrl: imageOf($, '.obit-image img', pageUrl),
        serviceDetails: serviceDetailsOf($, {
          item: '.service-event',
          type: '.event-type',
          date: '.event-date',
          location: '.event-location',
        }),
      },
      parseGeneric($, pageUrl, kind),
    );
  },
};
