import { isoDatesIn } from '../parsers/dates';
import { imageOf, paragraphsOf, parseGeneric, textOf } from '../parsers/genericParser';
import { firstFound } from '../parsers/parsedRecord';
import { serviceDetailsOf } from './familyRecord';
import { genericFamily } from './genericFamily';
import { sameHostLinks } from './listingLinks';
import type { ScrapeFamily } from './scrapeFamily';

/**
 * Batesville sites: obituaries listed at /obituaries/obituary-listing?page=N as .obitlist-item
 * rows; the listing loads further pages by script and shows no next link or last page, which is
 * why a Batesville scrape needs an end page (part 2 §5). Each obituary page has h1.obitName, one
 * .obitDates line ('January 5, 1940 - March 3, 2024'), #obitPhoto, #obitText and .service-item
 * rows.
 */
export const batesvilleFamily: ScrapeFamily = {
  name: 'batesville',
  listingUrl: (origin, kind, page) => {
    if (kind !== 'obituary') return genericFamily.listingUrl(origin, kind, page);
    const url = new URL('/obituaries/obituary-listing', origin);
    url.searchParams.set('page', String(Math.max(page, 1)));
    return url;
  },
  pagesByParameter: (kind) => kind === 'obituary',
  recordLinks: ($, pageUrl, kind) =>
    kind === 'obituary' ? sameHostLinks($, '.obitlist-item .obitlist-title a[href]', pageUrl) : genericFamily.recordLinks($, pageUrl, kind),
  nextLink: () => null,
  parseRecord: ($, pageUrl, kind) => {
    if (kind !== 'obituary') return genericFamily.parseRecord($, pageUrl, kind);
    const [birthDate = null, deathDate = null] = isoDatesIn(textOf($, '.obitDates'));
    return firstFound(
      {
        name: textOf($, 'h1.obitName'),
        birthDate,
        deathDate,
        text: paragraphsOf($, '#obitText'),
        photoUrl: imageOf($, '#obitPhoto img', pageUrl),
        serviceDetails: serviceDetailsOf($, {
          item: '.service-item',
          type: '.service-type',
          date: '.service-date',
          location: '.service-location',
        }),
      },
      parseGeneric($, pageUrl, kind),
    );
  },
};
