import type { CheerioAPI } from 'cheerio';
import type { ScrapeRecordKind } from '../../../domain/scrapeTasks/scrapeJobTypes';
import { isoDateIn, isoDatesIn } from './dates';
import { jsonLdObjects, jsonLdText } from './jsonLd';
import { firstFound, type ParsedRecord } from './parsedRecord';

const squeeze = (text: string | null | undefined): string | null => {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  return value || null;
};

/** An element's text with its paragraphs kept apart. */
export const paragraphsOf = ($: CheerioAPI, selector: string): string | null => {
  const element = $(selector).first();
  if (!element.length) return null;
  const paragraphs = element
    .find('p')
    .toArray()
    .map((p) => squeeze($(p).text()))
    .filter((p): p is string => Boolean(p));
  return paragraphs.length ? paragraphs.join('\n\n') : squeeze(element.text());
};

export const textOf = ($: CheerioAPI, selector: string): string | null => squeeze($(selector).first().text());

/** An absolute URL for an image or link attribute, or null. */
const absoluteUrl = (value: string | undefined | null, base: URL): string | null => {
  if (!value?.trim()) return null;
  try {
    return new URL(value.trim(), base).href;
  } catch {
    return null;
  }
};

export const imageOf = ($: CheerioAPI, selector: string, base: URL): string | null => {
  const image = $(selector).first();
  return absoluteUrl(image.attr('src') ?? image.attr('data-src'), base);
};

const recordTypes: Record<ScrapeRecordKind, readonly string[]> = {
  obituary: ['Person'],
  testimonial: ['Review'],
  merchandise: ['Product'],
  blog: ['BlogPosting', 'Article', 'NewsArticle'],
};

/** schema.org JSON-LD: Person for an obituary, Review, Product or a posting for the others. */
const fromJsonLd = ($: CheerioAPI, base: URL, kind: ScrapeRecordKind): Partial<ParsedRecord> => {
  const found = jsonLdObjects($, recordTypes[kind])[0];
  if (!found) return {};
  return {
    name: squeeze(jsonLdText(found.name ?? found.headline)),
    birthDate: isoDateIn(jsonLdText(found.birthDate)),
    deathDate: isoDateIn(jsonLdText(found.deathDate)),
    recordDate: isoDateIn(jsonLdText(found.datePublished)),
    text: jsonLdText(found.description ?? found.articleBody ?? found.reviewBody)?.trim() ?? null,
    photoUrl: absoluteUrl(jsonLdText(found.image), base),
  };
};

/** schema.org microdata on the same types. */
const fromMicrodata = ($: CheerioAPI, base: URL, kind: ScrapeRecordKind): Partial<ParsedRecord> => {
  const scope = $('[itemscope][itemtype]')
    .filter((_, element) => recordTypes[kind].some((type) => ($(element).attr('itemtype') ?? '').endsWith(`schema.org/${type}`)))
    .first();
  if (!scope.length) return {};
  const prop = (name: string) => scope.find(`[itemprop="${name}"]`).first();
  const value = (name: string) => squeeze(prop(name).attr('content') ?? prop(name).attr('datetime') ?? prop(name).text());
  const image = prop('image');
  return {
    name: value('name') ?? value('headline'),
    birthDate: isoDateIn(value('birthDate')),
    deathDate: isoDateIn(value('deathDate')),
    recordDate: isoDateIn(value('datePublished')),
    text: value('description') ?? value('articleBody') ?? value('reviewBody'),
    photoUrl: absoluteUrl(image.attr('src') ?? image.attr('content') ?? image.attr('href'), base),
  };
};

const fromOpenGraph = ($: CheerioAPI, base: URL): Partial<ParsedRecord> => {
  const meta = (property: string) => squeeze($(`meta[property="${property}"]`).attr('content'));
  return {
    name: meta('og:title'),
    text: meta('og:description'),
    photoUrl: absoluteUrl(meta('og:image'), base),
    recordDate: isoDateIn(meta('article:published_time')),
  };
};

/** Page heuristics: the main heading, the first two dates near it, the article's text and image. */
const fromHeuristics = ($: CheerioAPI, base: URL): Partial<ParsedRecord> => {
  const main =
    ['article', 'main', '[role="main"]', '.obituary', '#obituary', '.content', 'body'].find((selector) => $(selector).length > 0) ?? 'body';
  const heading = $(main).find('h1').first().length ? $(main).find('h1').first() : $('h1').first();
  const dates = isoDatesIn(squeeze(heading.nextAll().slice(0, 3).text()) ?? '');
  const time = $(main).find('time[datetime]').first().attr('datetime');
  const text = squeeze(
    $(main)
      .find('p')
      .toArray()
      .map((p) => $(p).text())
      .join('\n\n'),
  );
  return {
    name: squeeze(heading.text()) ?? squeeze($('title').text()),
    birthDate: dates.length >= 2 ? dates[0]! : null,
    deathDate: dates.length >= 2 ? dates[1]! : (dates[0] ?? null),
    recordDate: isoDateIn(time),
    text: paragraphsOf($, main) ?? text,
    photoUrl: imageOf($, `${main} img`, base),
  };
};

/**
 * The generic parser: schema.org JSON-LD, then microdata, then OpenGraph, then page heuristics,
 * field by field. A provider family's parser falls back to it for what its own selectors miss.
 */
export const parseGeneric = ($: CheerioAPI, base: URL, kind: ScrapeRecordKind): ParsedRecord => {
  const record = firstFound(fromJsonLd($, base, kind), fromMicrodata($, base, kind), fromOpenGraph($, base), fromHeuristics($, base));
  // Only an obituary has a life span; a post's date is not a death date.
  return kind === 'obituary' ? { ...record, recordDate: null } : { ...record, birthDate: null, deathDate: null };
};
