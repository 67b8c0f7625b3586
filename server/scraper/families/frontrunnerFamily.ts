import { isoDateIn } from '../parsers/dates';
import { imageOf, paragraphsOf, parseGeneric, textOf } from '../parsers/genericParser';
import { firstFound } from '../parsers/parsedRecord';
import { serviceDetailsOf } from './familyRecord';
import { genericFamily } from './genericFamily';
import { sameHostLinks, standardNextLink } from './listingLinks';
import type { ScrapeFamily } from './scrapeFamily';

/**
 * FrontRunner 'Book of Memories' sites: obituaries listed at /book-of-memories/?page=N, each
 * linking to /book-of-memories/{id}/{name}/obituary.php, with a.next-page while more follow. An
 * obituary page has .bom-name, .bom-birth / .bom-death (datetime attributes), img.bom-portrait,
 * .bom-obituary-text and a ul.bom-services list whose items carry the event in data-type.
 */
export const frontrunnerFamily: ScrapeFamily = {
  name: 'frontrunner',
  listingUrl: (origin, kind, page) => {
    if (kind !== 'obituary') return genericFamily.listingUrl(origin, kind, page);
    const url = new URL('/book-of-memories/', origin);
    if (page > 1) url.searchParams.set('page', String(page));
    return url;
  },
  pagesByParameter: () => false,
  recordLinks: ($, pageUrl, kind) =>
    kind === 'obituary'
      ? sameHostLinks($, '.bom-listing a[href]', pageUrl, (url) => /\/book-of-memories\/\d+\/[^/]+\/obituary\.php$/.test(url.pathname))
      : genericFamily.recordLinks($, pageUrl, kind),
  nextLink: ($, pageUrl) => standardNextLink($, pageUrl, 'a.next-page'),
  parseRecord: ($, pageUrl, kind) => {
    if (kind !== 'obituary') return genericFamily.parseRecord($, pageUrl, kind);
    const dateOf = (selector: string) => isoDateIn($(selector).first().attr('datetime') ?? textOf($, selector));
    return firstFound(
      {
        name: textOf($, '.bom-name'),
        birthDate: dateOf('.bom-birth'),
        deathDate: dateOf('.bom-death'),
        text: paragraphsOf($, '.bom-obituary-text'),
        photoUrl: imageOf($, 'img.bom-portrait', pageUrl),
        serviceDetails: serviceDetailsOf($, { item: 'ul.bom-services > li', type: '.bom-service-type', date: '.when', location: '.where' }),
      },
      parseGeneric($, pageUrl, kind),
    );
  },
};
