import { describe, expect, it } from 'vitest';
import { insightsQueryOf } from './insightsFilters';

describe('insightsQueryOf', () => {
  it('reads the last 90 days when the URL names no range', () => {
    expect(insightsQueryOf({}, '2025-03-31')).toEqual({ from: '2025-01-01', to: '2025-03-31' });
  });

  it("keeps the URL's range and filters", () => {
    expect(insightsQueryOf({ from: '2024-01-01', to: '2024-06-30', corporation: 3, ae: 9 }, '2025-03-31')).toEqual({
      from: '2024-01-01',
      to: '2024-06-30',
      corporation: 3,
      ae: 9,
    });
  });
});
