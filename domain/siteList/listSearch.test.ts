import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../viewer';
import { listScreens } from './listScreens';
import {
  hasFilters,
  listSearchSchema,
  siteListRequest,
  sameRequest,
  visibleFilters,
  withFilters,
  withoutFilters,
  withPage,
  withSort,
  withSortChoice,
  withTab,
} from './listSearch';

const admin: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };

describe('listSearchSchema', () => {
  // Issue 27: the ids in a list's URL run from 1 to 2,147,483,647 like every id.
  it('keeps the ids in the URL from 1,000,000,000 to 2,147,483,647 and drops 0 and 2,147,483,648', () => {
    for (const id of [1_000_000_000, 2_147_483_647]) {
      expect(v.parse(listSearchSchema, { person: id, ae: id, corporation: id, view: id })).toEqual({
        person: id,
        ae: id,
        corporation: id,
        view: id,
      });
    }
    for (const id of [0, 2_147_483_648]) {
      expect(v.parse(listSearchSchema, { person: id, ae: id, corporation: id, view: id })).toEqual({});
    }
  });

  it('keeps valid values and turns a numeric search into text', () => {
    expect(v.parse(listSearchSchema, { page: 3, query: 1234, person: 'none', ae: 7, corporation: 2, label: 'Live' })).toEqual({
      page: 3,
      query: '1234',
      person: 'none',
      ae: 7,
      corporation: 2,
      label: 'Live',
    });
  });

  it('drops malformed values instead of failing the route', () => {
    expect(v.parse(listSearchSchema, { page: -2, person: 'bob', label: 'Nope', corporation: 'x' })).toEqual({});
  });
});

describe('search changes', () => {
  it('goes back to page 1 when a filter changes and drops empty values', () => {
    expect(withFilters({ page: 4, query: 'oak', tab: 'post-live' }, { query: '', label: 'Live' })).toEqual({
      label: 'Live',
      tab: 'post-live',
    });
  });

  it('leaves page 1 out of the URL', () => {
    expect(withPage({ query: 'oak' }, 1)).toEqual({ query: 'oak' });
    expect(withPage({ query: 'oak' }, 3)).toEqual({ query: 'oak', page: 3 });
  });

  it('clears filters but keeps the tab', () => {
    const search = { query: 'oak', person: 3, tab: 'post-live', page: 2 } as const;
    expect(hasFilters(search)).toBe(true);
    expect(withoutFilters(search)).toEqual({ tab: 'post-live' });
    expect(hasFilters(withoutFilters(search))).toBe(false);
  });
});

describe('sort from the headers', () => {
  it('sorts by a new key ascending, flips the sorted key, and goes back to page 1', () => {
    expect(withSort({ query: 'oak', page: 3 }, 'name')).toEqual({ query: 'oak', sort: 'name', order: 'asc' });
    expect(withSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(withSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(withSort({ sort: 'name', order: 'desc' }, 'status')).toEqual({ sort: 'status', order: 'asc' });
  });

  it('picks a sort outright or goes back to the screen order', () => {
    expect(withSortChoice({ page: 2 }, { key: 'launchDate', order: 'desc' })).toEqual({ sort: 'launchDate', order: 'desc' });
    expect(withSortChoice({ sort: 'id', order: 'asc', query: 'oak' }, null)).toEqual({ query: 'oak' });
  });

  it('keeps the sort when the filters are cleared, and reads it from the URL leniently', () => {
    expect(withoutFilters({ query: 'oak', launches: 'past', sort: 'name', order: 'desc' })).toEqual({ sort: 'name', order: 'desc' });
    expect(v.parse(listSearchSchema, { sort: 'rooftops', order: 'up', launches: 'soon' })).toEqual({});
    expect(v.parse(listSearchSchema, { sort: 'latestActivity', order: 'desc', launches: 'all' })).toEqual({
      sort: 'latestActivity',
      order: 'desc',
      launches: 'all',
    });
  });
});

describe('withTab and sameRequest', () => {
  it('switches tab, keeps filters and goes back to page 1', () => {
    expect(withTab({ query: 'oak', page: 3, tab: 'pre-live' }, 'post-live')).toEqual({ query: 'oak', tab: 'post-live' });
  });

  it('compares requests whatever the key order', () => {
    expect(sameRequest({ page: 1, perPage: 20, query: 'a' }, { query: 'a', perPage: 20, page: 1 })).toBe(true);
    expect(sameRequest({ page: 1, perPage: 20 }, { page: 2, perPage: 20 })).toBe(false);
  });
});

describe('visibleFilters', () => {
  it('leaves out the AE filter when the person filter already is the AE', () => {
    expect(visibleFilters(listScreens.allSites, { id: 5, role: 'ae', name: 'Alex Exec' })).toEqual([
      'search',
      'person',
      'corporation',
      'status',
    ]);
    expect(visibleFilters(listScreens.allSites, admin)).toEqual(['search', 'person', 'ae', 'corporation', 'status']);
  });
});

describe('siteListRequest', () => {
  it('sends page 1 of 20 with the screen scope, a launch-ordered screen on its upcoming launches', () => {
    expect(siteListRequest(listScreens.launchSchedule, admin, {})).toEqual({
      page: 1,
      perPage: 20,
      launchSchedule: true,
      launches: 'upcoming',
    });
    expect(siteListRequest(listScreens.allSites, admin, {})).toEqual({ page: 1, perPage: 20 });
  });

  it('sends the past or all launches when the URL asks, on launch-ordered screens only', () => {
    expect(siteListRequest(listScreens.readyForFloral, admin, { launches: 'past' })).toMatchObject({ launches: 'past' });
    expect(siteListRequest(listScreens.allSites, admin, { launches: 'past' })).not.toHaveProperty('launches');
  });

  it('sends the header sort from the URL, ascending unless it says otherwise', () => {
    expect(siteListRequest(listScreens.allSites, admin, { sort: 'name' })).toMatchObject({ sort: 'name', order: 'asc' });
    expect(siteListRequest(listScreens.allSites, admin, { sort: 'launchDate', order: 'desc' })).toMatchObject({
      sort: 'launchDate',
      order: 'desc',
    });
  });

  it('maps the person filter to the viewer role', () => {
    expect(siteListRequest(listScreens.allSites, admin, { person: 9, ae: 'none', page: 2 })).toEqual({
      page: 2,
      perPage: 20,
      designer: 9,
      ae: 'none',
    });
    expect(siteListRequest(listScreens.allSites, { id: 3, role: 'care', name: 'Quinn QA' }, { person: 9 })).toMatchObject({ care: 9 });
  });

  it('sends the trimmed search, corporation and status', () => {
    expect(siteListRequest(listScreens.allSites, admin, { query: '  oak ', corporation: 3, label: 'Staged' })).toEqual({
      page: 1,
      perPage: 20,
      query: 'oak',
      corporation: 3,
      label: ['Staged'],
    });
  });

  it('ignores filters the screen does not show', () => {
    expect(siteListRequest(listScreens.readyForDesigner, admin, { label: 'Live', person: 4 })).toEqual({
      page: 1,
      perPage: 20,
      label: ['Ready for Design'],
    });
  });

  it('lets the status filter narrow Ready for Floral', () => {
    expect(siteListRequest(listScreens.readyForFloral, admin, { label: 'Staged' })).toMatchObject({
      unassignedSitesFlorist: true,
      label: ['Staged'],
    });
  });

  it('adds the SEO tab scope, Pre-Live by default', () => {
    expect(siteListRequest(listScreens.seo, admin, {})).toMatchObject({ preLiveSeo: true });
    expect(siteListRequest(listScreens.seo, admin, { tab: 'post-live' })).toMatchObject({ postLiveSeo: true });
  });
});

describe('My Sites (issue 33)', () => {
  const designer: Viewer = { id: 7, role: 'designer', name: 'Dana Designer' };
  const ae: Viewer = { id: 8, role: 'ae', name: 'Alex Executive' };

  it('shows active work first, and Lost and Live behind their tab', () => {
    expect(siteListRequest(listScreens.mySites, designer, {}).label).toEqual([
      'Ready for Design',
      'In Design',
      'In Review',
      'Revisions Needed',
      'Waiting for Content',
      'Pre-Staging QA',
      'Staged',
      'Final QA',
      'Approved',
      '100% Ready',
      'Missed Launch',
      'Rebuild',
    ]);
    expect(siteListRequest(listScreens.mySites, designer, { tab: 'done' }).label).toEqual(['Live', 'Post-Live QA', 'Lost']);
  });

  it('lists what a chosen card counts, whichever tab is open, and a tab change lets go of the card', () => {
    expect(siteListRequest(listScreens.mySites, designer, { card: 'review' })).toMatchObject({
      designerMySites: true,
      label: ['In Review', 'Pre-Staging QA', 'Revisions Needed'],
    });
    expect(siteListRequest(listScreens.mySites, ae, { tab: 'active', card: 'lost' }).label).toEqual(['Lost']);
    expect(siteListRequest(listScreens.mySites, ae, { card: 'scheduled' })).toMatchObject({ launchSchedule: true, launches: 'upcoming' });
    // Another role's card is no filter.
    expect(siteListRequest(listScreens.mySites, designer, { card: 'lost' }).label).toHaveLength(12);
    expect(withTab({ card: 'review' }, 'done')).toEqual({ tab: 'done' });
  });

  it("lists what a 'This week' card counts for the day's week, whichever tab is open (issue 35)", () => {
    const care: Viewer = { id: 9, role: 'care', name: 'Casey Care' };
    const florist: Viewer = { id: 10, role: 'florist', name: 'Flora Florist' };
    expect(siteListRequest(listScreens.mySites, designer, { tab: 'done', card: 'weekLaunches' }, '2026-11-25')).toMatchObject({
      designerMySites: true,
      launchWeek: '2026-11-25',
    });
    expect(siteListRequest(listScreens.mySites, designer, { card: 'weekLaunches' }, '2026-11-25').label).not.toContain('Lost');
    expect(siteListRequest(listScreens.mySites, designer, { card: 'weekRevisions' }, '2026-11-25')).toMatchObject({ revisions: 'unfixed' });
    expect(siteListRequest(listScreens.mySites, care, { card: 'weekRevisions' }, '2026-11-25')).toMatchObject({
      careMySites: true,
      revisions: 'unverified',
    });
    expect(siteListRequest(listScreens.mySites, florist, { card: 'weekAgeing' }, '2026-11-25')).toMatchObject({
      florist: 10,
      ageing: true,
    });
    // Nothing in a revision waits on a floral specialist: no such card, no such filter.
    expect(siteListRequest(listScreens.mySites, florist, { card: 'weekRevisions' }, '2026-11-25')).not.toHaveProperty('revisions');
  });
});
