import { describe, expect, it } from 'vitest';
import { emptySelection, pageState, setPage, toggleRow } from './rowSelection';

const page = [10, 9, 8, 7, 6];

describe('row selection', () => {
  it('toggles one row and makes it the anchor', () => {
    const one = toggleRow(emptySelection, { id: 9, range: false, pageIds: page });
    expect(one).toEqual({ selected: [9], anchor: 9 });
    expect(toggleRow(one, { id: 9, range: false, pageIds: page })).toEqual({ selected: [], anchor: 9 });
  });

  it('shift-click selects every row from the anchor to the clicked one, either direction', () => {
    const anchored = toggleRow(emptySelection, { id: 9, range: false, pageIds: page });
    expect(toggleRow(anchored, { id: 6, range: true, pageIds: page }).selected).toEqual([9, 8, 7, 6]);
    const up = toggleRow(toggleRow(emptySelection, { id: 7, range: false, pageIds: page }), { id: 10, range: true, pageIds: page });
    expect(up.selected).toEqual([7, 10, 9, 8]);
  });

  it('shift-click on a selected row clears the range', () => {
    const all = setPage(emptySelection, page, true);
    const anchored = toggleRow(all, { id: 9, range: false, pageIds: page });
    expect(toggleRow(anchored, { id: 7, range: true, pageIds: page }).selected).toEqual([10, 6]);
  });

  it('shift-click without an anchor on this page toggles the row alone', () => {
    const other = { selected: [42], anchor: 42 };
    expect(toggleRow(other, { id: 8, range: true, pageIds: page })).toEqual({ selected: [42, 8], anchor: 8 });
  });

  it('the header checkbox sets the page and keeps other pages', () => {
    const kept = setPage({ selected: [42], anchor: null }, page, true);
    expect(kept.selected).toEqual([42, ...page]);
    expect(pageState(kept.selected, page)).toBe('all');
    expect(pageState([42, 8], page)).toBe('some');
    expect(setPage(kept, page, false).selected).toEqual([42]);
    expect(pageState([42], page)).toBe('none');
  });
});
