import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, paginationSummary } from './pagination';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and two either side, with ellipses for the gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
  });

  it('uses no ellipsis for a gap of nothing', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'ellipsis', 5, 6, 7, 8, 9, 10]);
  });

  it('keeps an out-of-range page inside the list', () => {
    expect(pageItems(40, 3)).toEqual([1, 2, 3]);
  });
});

describe('pageCount', () => {
  it('counts pages of 20 and never goes below 1', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});

describe('paginationSummary', () => {
  it('reads the exact text', () => {
    expect(paginationSummary(1, 45)).toBe('Showing 1 to 20 of 45 sites');
    expect(paginationSummary(3, 45)).toBe('Showing 41 to 45 of 45 sites');
    expect(paginationSummary(1, 0)).toBe('No results found');
  });
});
