import { describe, expect, it } from 'vitest';
import { withRecentSite } from './recentSites';
import type { SiteHit } from './siteHit';

const site = (id: number): SiteHit => ({ id, name: `Site ${id}`, apex: null, launcher_label: 'In Design' });

describe('withRecentSite', () => {
  it('puts the opened site first', () => {
    expect(withRecentSite([site(1), site(2)], site(3)).map((entry) => entry.id)).toEqual([3, 1, 2]);
  });

  it('moves a site already there to the front instead of listing it twice', () => {
    expect(withRecentSite([site(1), site(2), site(3)], site(3)).map((entry) => entry.id)).toEqual([3, 1, 2]);
  });

  it('keeps the five most recent', () => {
    const recent = [1, 2, 3, 4, 5].map(site);
    expect(withRecentSite(recent, site(6)).map((entry) => entry.id)).toEqual([6, 1, 2, 3, 4]);
  });
});
