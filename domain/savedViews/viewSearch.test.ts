import { describe, expect, it } from 'vitest';
import type { SavedView } from '../api/savedViews.schema';
import { linkedViewId, searchOfView, searchToSave, showsView, viewHref } from './viewSearch';

const view: SavedView = {
  id: 7,
  screen: 'allSites',
  name: 'Live corporate',
  search: { label: 'Live', corporation: 1 },
  sharedRole: null,
  ownerId: 1,
  ownerName: 'Owner',
  mayChange: true,
};

describe('a saved view and the URL search', () => {
  it('saves every key but the page and the view, and no empty value', () => {
    expect(searchToSave({ page: 3, view: 7, query: '', label: 'Live', sort: 'name', person: 'none', ignored: undefined })).toEqual({
      label: 'Live',
      sort: 'name',
      person: 'none',
    });
  });

  it('opens a view as its search with its id', () => {
    expect(searchOfView(view)).toEqual({ label: 'Live', corporation: 1, view: 7 });
  });

  it('tells whether the list still shows what the view saved', () => {
    expect(showsView({ label: 'Live', corporation: 1, view: 7, page: 2 }, view)).toBe(true);
    expect(showsView({ label: 'Live', view: 7 }, view)).toBe(false);
    expect(showsView({ label: 'Live', corporation: 1, query: 'oak', view: 7 }, view)).toBe(false);
  });

  it('reads a link that names a view alone', () => {
    expect(linkedViewId({ view: 7 })).toBe(7);
    expect(linkedViewId({ view: 7, page: 2 })).toBe(7);
    expect(linkedViewId({ view: 7, label: 'Live' })).toBeNull();
    expect(linkedViewId({ label: 'Live' })).toBeNull();
  });

  it("links a view as its list's address with the view alone, which the list opens", () => {
    expect(viewHref(view)).toBe('/sites?view=7');
    expect(viewHref({ id: 12, screen: 'readyForFloral' })).toBe('/sites/floral-unassigned?view=12');
    expect(linkedViewId({ view: 12 })).toBe(12);
  });
});
