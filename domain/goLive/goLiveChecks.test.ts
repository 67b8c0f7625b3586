import { describe, expect, it } from 'vitest';
import { checklistCatalogue, goLiveCategoryIds } from '../siteChecklist/checklistCatalogue';
import { type GoLiveFacts, goLiveCheckNames, runAllGoLiveChecks, runGoLiveCheck } from './goLiveChecks';
import { pendingScrapeOfRequest } from './pendingScrapes';

const itemsOf = (categoryId: number) => checklistCatalogue.find((category) => category.id === categoryId)!.items.map((item) => item.id);
const everyGroupItem = Object.values(goLiveCategoryIds).flatMap(itemsOf);

/** A site that passes every check; each test takes one thing away. */
const readyFacts = (overrides: Partial<GoLiveFacts> = {}): GoLiveFacts => ({
  tickedItemIds: new Set([...everyGroupItem, 156, 190, 165, 166, 167, 168, 169, 170, 13, 15, 16]),
  revisions: { unfixed: 0, unverified: 0 },
  builder: { hasProject: true, previewResponds: true },
  dns: { hostedZone: true, domainContact: false },
  hasFloralAddon: true,
  realObituaries: 3,
  obituaryScrapeSucceeded: false,
  hostedObitSite: false,
  ...overrides,
});
const without = (...ids: number[]) => new Set([...readyFacts().tickedItemIds].filter((id) => !ids.includes(id)));

describe('go-live checks (decisions.md §6)', () => {
  it('passes all 13 for a ready site, in the panel order', () => {
    const results = runAllGoLiveChecks(readyFacts());
    expect(results.map((r) => r.name)).toEqual([...goLiveCheckNames]);
    expect(results.every((r) => r.status === 'passed' && r.missing.length === 0)).toBe(true);
  });

  it('domain needs item 156', () => {
    expect(runGoLiveCheck('domain', readyFacts({ tickedItemIds: without(156) }))).toEqual({
      name: 'domain',
      status: 'failed',
      missing: ['Domain secured'],
    });
  });

  it.each([
    ['subscribers', goLiveCategoryIds.subscribers],
    ['miscData', goLiveCategoryIds.miscData],
    ['icons', goLiveCategoryIds.icons],
    ['designChecks', goLiveCategoryIds.designChecks],
    ['websiteContent', goLiveCategoryIds.websiteContent],
    ['finalChecks', goLiveCategoryIds.finalChecks],
  ] as const)('%s lists the unticked items of group %i by description', (name, categoryId) => {
    const [first, , third] = itemsOf(categoryId);
    const category = checklistCatalogue.find((c) => c.id === categoryId)!;
    const result = runGoLiveCheck(name, readyFacts({ tickedItemIds: without(first!, third ?? first!) }));
    expect(result.status).toBe('failed');
    expect(result.missing).toEqual(category.items.filter((item) => item.id === first || item.id === third).map((item) => item.description));
  });

  it('obitData needs the scrape finished and one real obituary, unless the site is obit-only hosted', () => {
    expect(runGoLiveCheck('obitData', readyFacts({ tickedItemIds: without(190), realObituaries: 0 })).missing).toEqual([
      'Scrape finished',
      'At least one real (not fake) obituary',
    ]);
    expect(runGoLiveCheck('obitData', readyFacts({ realObituaries: 0 })).status).toBe('failed');
    expect(runGoLiveCheck('obitData', readyFacts({ tickedItemIds: without(190), realObituaries: 0, hostedObitSite: true })).status).toBe(
      'passed',
    );
  });

  it('obitData counts a successful obituaries scrape task as the scrape finished, item 190 or not', () => {
    expect(runGoLiveCheck('obitData', readyFacts({ tickedItemIds: without(190), obituaryScrapeSucceeded: true })).status).toBe('passed');
    expect(
      runGoLiveCheck('obitData', readyFacts({ tickedItemIds: without(190), obituaryScrapeSucceeded: true, realObituaries: 0 })).missing,
    ).toEqual(['At least one real (not fake) obituary']);
  });

  it('duda needs a builder project whose preview responds', () => {
    expect(runGoLiveCheck('duda', readyFacts({ builder: { hasProject: false, previewResponds: false } })).missing).toEqual([
      'Builder project created',
    ]);
    expect(runGoLiveCheck('duda', readyFacts({ builder: { hasProject: true, previewResponds: false } })).missing).toEqual([
      'Builder preview responds',
    ]);
  });

  it('revisions fail on unfixed and on fixed-but-unverified ones', () => {
    expect(runGoLiveCheck('revisions', readyFacts({ revisions: { unfixed: 2, unverified: 1 } })).missing).toEqual([
      '2 revisions not fixed',
      '1 revision waiting for verification',
    ]);
    expect(runGoLiveCheck('revisions', readyFacts({ revisions: { unfixed: 0, unverified: 1 } })).status).toBe('failed');
  });

  it('manage2Domain passes with a hosted zone or a DNS contact', () => {
    expect(runGoLiveCheck('manage2Domain', readyFacts({ dns: { hostedZone: false, domainContact: true } })).status).toBe('passed');
    expect(runGoLiveCheck('manage2Domain', readyFacts({ dns: { hostedZone: false, domainContact: false } })).status).toBe('failed');
  });

  it('floral needs 165 to 170 only with the floral addon', () => {
    expect(runGoLiveCheck('floral', readyFacts({ tickedItemIds: without(165, 170) })).missing).toEqual([
      'Florist connected',
      'Floral storefront live',
    ]);
    expect(runGoLiveCheck('floral', readyFacts({ tickedItemIds: without(165, 170), hasFloralAddon: false })).status).toBe('passed');
  });

  it('seo needs 13, 15 and 16', () => {
    expect(runGoLiveCheck('seo', readyFacts({ tickedItemIds: without(15) })).missing).toEqual(['Meta descriptions set']);
  });
});

describe('pending scrapes', () => {
  it('lists an open scrape request by its id and type, as requested', () => {
    expect(pendingScrapeOfRequest({ id: 12, type: 'testimonials' })).toEqual({
      id: 'request-12',
      type: 'testimonials',
      status: 'Requested',
    });
  });
});
