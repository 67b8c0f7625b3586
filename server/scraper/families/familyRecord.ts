import type { CheerioAPI } from 'cheerio';
import type { ServiceDetail } from '../../../domain/api/scrapeRecords.schema';
import { isoDateIn } from '../parsers/dates';

const squeeze = (text: string): string | null => text.replace(/\s+/g, ' ').trim() || null;

interface ServiceSelectors {
  item: string;
  type: string;
  date: string;
  location: string;
}

/** The service events a provider lists (visitation, funeral, burial), each with its date and place when given. */
export const serviceDetailsOf = ($: CheerioAPI, selectors: ServiceSelectors): ServiceDetail[] | null => {
  const details = $(selectors.item)
    .toArray()
    .map((element) => {
      const item = $(element);
      const type = squeeze(item.find(selectors.type).first().text()) ?? squeeze(item.attr('data-type') ?? '');
      if (!type) return null;
      const dateText = item.find(selectors.date).first();
      return {
        type,
        date: isoDateIn(dateText.attr('datetime') ?? dateText.text()) ?? squeeze(dateText.text()),
        location: squeeze(item.find(selectors.location).first().text()),
      };
    })
    .filter((detail): detail is ServiceDetail => detail !== null);
  return details.length ? details : null;
};
