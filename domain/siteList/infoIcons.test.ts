import { describe, expect, it } from 'vitest';
import { infoIcons, type InfoIconKey, type InfoIconState } from './infoIcons';

const states = (ids: number[], scrapeRequested = false): Record<InfoIconKey, InfoIconState> =>
  Object.fromEntries(infoIcons(ids, scrapeRequested).map((icon) => [icon.key, icon.state])) as Record<InfoIconKey, InfoIconState>;

describe('infoIcons', () => {
  it('shows all four pending with nothing ticked, in a fixed order', () => {
    expect(infoIcons([], false).map((icon) => [icon.key, icon.state])).toEqual([
      ['domain', 'pending'],
      ['scrape', 'pending'],
      ['florist', 'pending'],
      ['seo', 'pending'],
    ]);
  });

  it('reads the domain: 156 secured beats 191 requested', () => {
    expect(states([191]).domain).toBe('partial');
    expect(states([156]).domain).toBe('done');
    expect(states([156, 191]).domain).toBe('done');
    expect(infoIcons([191], false)[0]?.label).toBe('Domain: requested');
  });

  it('reads the scrape: 190 finished beats an open request, which beats 195 started', () => {
    expect(states([195]).scrape).toBe('partial');
    expect(infoIcons([195], false)[1]?.label).toBe('Scrape: started');
    expect(states([], true).scrape).toBe('partial');
    expect(infoIcons([195], true)[1]?.label).toBe('Scrape: requested');
    expect(states([190, 195], true).scrape).toBe('done');
    expect(infoIcons([190], true)[1]?.label).toBe('Scrape: finished');
  });

  it('reads the florist: 165 to 170 all ready, 165 and 170 connected', () => {
    expect(states([165]).florist).toBe('pending');
    expect(states([165, 170]).florist).toBe('partial');
    expect(states([165, 166, 167, 168, 170]).florist).toBe('partial');
    expect(states([165, 166, 167, 168, 169, 170]).florist).toBe('done');
  });

  it('needs all of 13, 15 and 16 for pre-live SEO', () => {
    expect(states([13, 15]).seo).toBe('pending');
    expect(states([13, 15, 16]).seo).toBe('done');
  });
});
