import { describe, expect, it } from 'vitest';
import { rowAfterScrapeRequest } from './rowAfterScrapeRequest';

describe('rowAfterScrapeRequest', () => {
  it('marks the request open and adds item 195 in order, once', () => {
    expect(rowAfterScrapeRequest({ site_checklist_ids: [13, 156, 200] })).toEqual({
      scrape_requested: true,
      site_checklist_ids: [13, 156, 195, 200],
    });
    expect(rowAfterScrapeRequest({ site_checklist_ids: [195] })).toEqual({ scrape_requested: true, site_checklist_ids: [195] });
  });
});
