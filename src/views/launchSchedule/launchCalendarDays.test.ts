import { describe, expect, it } from 'vitest';
import { countsByDay, dayOfListDate, launchCountLabel, launchLoad, launchLoadColors, monthOf, visibleRange } from './launchCalendarDays';

describe('calendar days', () => {
  it('finds the month of a day', () => {
    expect(monthOf('2025-03-18')).toBe('2025-03-01');
    expect(monthOf('2024-02-29')).toBe('2024-02-01');
  });

  it('covers whole Monday-based weeks around the month', () => {
    // March 2025 starts on a Saturday and ends on a Monday.
    expect(visibleRange('2025-03-01')).toEqual({ from: '2025-02-24', to: '2025-04-06' });
    // September 2025 starts on a Monday and ends on a Tuesday.
    expect(visibleRange('2025-09-01')).toEqual({ from: '2025-09-01', to: '2025-10-05' });
    // February 2026 starts on a Sunday and ends on a Saturday.
    expect(visibleRange('2026-02-01')).toEqual({ from: '2026-01-26', to: '2026-03-01' });
  });

  it('reads the sparse counts, every other day being 0', () => {
    const counts = countsByDay([
      { date: '2025-03-18', count: 3 },
      { date: '2025-03-19', count: 7 },
    ]);
    expect(counts.get('2025-03-18')).toBe(3);
    expect(counts.get('2025-03-20') ?? 0).toBe(0);
  });

  it("labels a day 'n/7' and colours it by how full it is", () => {
    expect(launchCountLabel(3)).toBe('3/7');
    expect([0, 1, 4, 5, 6, 7, 9].map(launchLoad)).toEqual(['free', 'filling', 'filling', 'almostFull', 'almostFull', 'full', 'full']);
    expect(launchLoadColors.full).toBe('red');
    expect(launchLoadColors.almostFull).toBe('yellow');
  });

  it("turns the list's YYYYMMDD into a calendar day", () => {
    expect(dayOfListDate('20250318')).toBe('2025-03-18');
  });
});
