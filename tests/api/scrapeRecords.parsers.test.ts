import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { families } from '../../server/scraper/families/families';
import { parseGeneric } from '../../server/scraper/parsers/genericParser';
import { fixtureObituary } from './scrapeFixtures/fixtureObituaries';
import {
  blogPostPage,
  listingPage,
  listingPath,
  merchandisePage,
  microdataObituaryPage,
  obituaryPage,
  obituaryPath,
  openGraphObituaryPage,
  testimonialPage,
} from './scrapeFixtures/fixturePages';

const origin = 'https://old-home.example';

/** What every family's parser must read from an obituary page of that family. */
const expectedObituary = (index: number) => {
  const o = fixtureObituary(index);
  return {
    name: o.name,
    birthDate: o.birth,
    deathDate: o.death,
    recordDate: null,
    text: o.paragraphs.join('\n\n'),
    photoUrl: `${origin}${o.photo}`,
    serviceDetails: o.services.map((s) => ({ type: s.type, date: s.date, location: s.location })),
  };
};

describe.each(['tribute', 'batesville', 'frontrunner'] as const)('the %s parser', (family) => {
  const parser = families[family];

  it('is named after its family', () => {
    expect(parser.name).toBe(family);
  });

  it('reads name, dates, text, photo and services from an obituary page', () => {
    // Index 26 is "Margaret A. Becker 27"; 12 * 3 gives an O'Connor, whose apostrophe the JSON-LD escapes badly.
    for (const index of [26, 36]) {
      const o = fixtureObituary(index);
      const url = new URL(obituaryPath(family, o), origin);
      expect(parser.parseRecord(load(obituaryPage(family, o)), url, 'obituary')).toEqual(expectedObituary(index));
    }
  });

  it('finds the record links of a listing page, once each, and its next page', () => {
    const onPage = [0, 1, 2].map(fixtureObituary);
    const pageUrl = new URL(listingPath(family, 1), origin);
    const $ = load(listingPage(family, onPage, listingPath(family, 2)));
    expect(parser.recordLinks($, pageUrl, 'obituary').map((url) => url.href)).toEqual(
      onPage.map((o) => new URL(obituaryPath(family, o), origin).href),
    );
    const next = parser.nextLink($, pageUrl);
    // Batesville's listing has no next link: its scrape pages by the parameter up to the end page.
    if (family === 'batesville') {
      expect(next).toBeNull();
      expect(parser.pagesByParameter('obituary')).toBe(true);
    } else {
      expect(next?.href).toBe(new URL(listingPath(family, 2), origin).href);
    }
    expect(parser.listingUrl(origin, 'obituary', 2).href).toBe(new URL(listingPath(family, 2), origin).href);
  });
});

describe('the generic parser', () => {
  const generic = families.generic;

  it('is named generic', () => {
    expect(generic.name).toBe('generic');
  });

  it('reads a schema.org Person JSON-LD block inside an @graph, repairing stray backslashes', () => {
    const o = fixtureObituary(36);
    const record = parseGeneric(load(obituaryPage('generic', o)), new URL(obituaryPath('generic', o), origin), 'obituary');
    expect(record).toMatchObject({
      name: o.name,
      birthDate: o.birth,
      deathDate: o.death,
      photoUrl: `${origin}${o.photo}`,
      text: o.paragraphs.join(' '),
    });
    expect(o.name).toContain("O'Connor");
  });

  it('falls back to microdata when there is no JSON-LD', () => {
    const o = fixtureObituary(5);
    expect(parseGeneric(load(microdataObituaryPage(o)), new URL('/obits/x', origin), 'obituary')).toMatchObject({
      name: o.name,
      birthDate: o.birth,
      deathDate: o.death,
      photoUrl: `${origin}${o.photo}`,
      text: o.paragraphs.join(' '),
    });
  });

  it('falls back to OpenGraph, then to the page itself for the dates', () => {
    const o = fixtureObituary(7);
    expect(parseGeneric(load(openGraphObituaryPage(o)), new URL('/obits/y', origin), 'obituary')).toEqual({
      name: o.name,
      birthDate: o.birth,
      deathDate: o.death,
      recordDate: null,
      text: o.paragraphs[0],
      photoUrl: 'https://cdn.example/8.jpg',
      serviceDetails: null,
    });
  });

  it('reads a blog post with its title, date, text and image, and no life span', () => {
    const page = blogPostPage('Planning ahead', '2023-05-02', 'Why families plan ahead.', '/img/plan.jpg');
    expect(parseGeneric(load(page), new URL('/blog/planning-ahead', origin), 'blog')).toEqual({
      name: 'Planning ahead',
      birthDate: null,
      deathDate: null,
      recordDate: '2023-05-02',
      text: 'Why families plan ahead.',
      photoUrl: `${origin}/img/plan.jpg`,
      serviceDetails: null,
    });
  });

  it('reads a testimonial (Review) with its title, date, text and image', () => {
    const page = testimonialPage('The Hayes family', '2024-02-11', 'They cared for our mother as family.', '/img/hayes.jpg');
    expect(parseGeneric(load(page), new URL('/testimonials/hayes-family', origin), 'testimonial')).toEqual({
      name: 'The Hayes family',
      birthDate: null,
      deathDate: null,
      recordDate: '2024-02-11',
      text: 'They cared for our mother as family.',
      photoUrl: `${origin}/img/hayes.jpg`,
      serviceDetails: null,
    });
  });

  it('reads a merchandise item (Product microdata) with its title, text and image, and no date', () => {
    const page = merchandisePage('Oak keepsake urn', 'Hand-finished solid oak.', '/img/oak-urn.jpg');
    expect(parseGeneric(load(page), new URL('/merchandise/oak-keepsake-urn', origin), 'merchandise')).toEqual({
      name: 'Oak keepsake urn',
      birthDate: null,
      deathDate: null,
      recordDate: null,
      text: 'Hand-finished solid oak.',
      photoUrl: `${origin}/img/oak-urn.jpg`,
      serviceDetails: null,
    });
  });

  it('finds records below the listing path and the rel=next page', () => {
    const $ = load(listingPage('generic', [fixtureObituary(0), fixtureObituary(1)], '/obituaries?page=2'));
    const pageUrl = new URL('/obituaries', origin);
    expect(generic.recordLinks($, pageUrl, 'obituary').map((url) => url.pathname)).toEqual(
      [0, 1].map((i) => `/obituaries/${fixtureObituary(i).slug}`),
    );
    expect(generic.nextLink($, pageUrl)?.href).toBe(`${origin}/obituaries?page=2`);
  });
});
