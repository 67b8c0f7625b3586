import { describe, expect, it } from 'vitest';
import { roles } from '../roles';
import { mayRequestScrapeType, scrapeRequestTypesFor } from './scrapeRequestTypes';

describe('scrape request types by role (decisions.md §2, §7)', () => {
  it('offers obituaries to admin only, the other three to every role that may request', () => {
    expect(scrapeRequestTypesFor('admin')).toEqual(['obituaries', 'testimonials', 'merchandise', 'blogs']);
    for (const role of ['designer', 'care', 'launch'] as const) {
      expect(scrapeRequestTypesFor(role)).toEqual(['testimonials', 'merchandise', 'blogs']);
    }
    for (const role of ['executive', 'ae', 'am', 'sdr', 'florist'] as const) expect(scrapeRequestTypesFor(role)).toEqual([]);
  });

  it('agrees with the offer for every role and type', () => {
    for (const role of roles) {
      expect(mayRequestScrapeType(role, 'obituaries')).toBe(role === 'admin');
    }
  });
});
