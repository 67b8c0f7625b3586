import { describe, expect, it } from 'vitest';
import { businessDaysBetween, isBusinessDay, isWeekend } from './businessDays';
import { holidayOn, usFederalHolidays } from './holidays';

describe('usFederalHolidays', () => {
  it('lists the 2025 observed dates', () => {
    expect(usFederalHolidays(2025)).toEqual([
      { date: '2025-01-01', name: "New Year's Day" },
      { date: '2025-01-20', name: 'Martin Luther King Jr. Day' },
      { date: '2025-02-17', name: "Washington's Birthday" },
      { date: '2025-05-26', name: 'Memorial Day' },
      { date: '2025-06-19', name: 'Juneteenth' },
      { date: '2025-07-04', name: 'Independence Day' },
      { date: '2025-09-01', name: 'Labor Day' },
      { date: '2025-10-13', name: 'Columbus Day' },
      { date: '2025-11-11', name: 'Veterans Day' },
      { date: '2025-11-27', name: 'Thanksgiving Day' },
      { date: '2025-12-25', name: 'Christmas Day' },
    ]);
  });

  it('observes a Saturday holiday on the Friday before and a Sunday one on the Monday after', () => {
    const dates = usFederalHolidays(2026).map((h) => h.date);
    expect(dates).toContain('2026-07-03'); // July 4th 2026 is a Saturday
    expect(dates).not.toContain('2026-07-04');
    expect(usFederalHolidays(2023).map((h) => h.date)).toContain('2023-01-02'); // Jan 1st 2023 is a Sunday
  });

  it("puts a Saturday New Year's Day on Dec 31 of the year before", () => {
    // Jan 1st 2022 is a Saturday.
    expect(usFederalHolidays(2021).map((h) => h.date)).toContain('2021-12-31');
    expect(usFederalHolidays(2022).map((h) => h.date)).not.toContain('2022-01-01');
  });

  it('has no Juneteenth before 2021', () => {
    expect(usFederalHolidays(2020).map((h) => h.name)).not.toContain('Juneteenth');
    expect(usFederalHolidays(2020)).toHaveLength(10);
  });
});

describe('holidayOn', () => {
  it('finds federal holidays and the company holidays', () => {
    expect(holidayOn('2025-11-27')?.name).toBe('Thanksgiving Day');
    expect(holidayOn('2025-11-28')).toBeUndefined();
    expect(holidayOn('2025-11-28', [{ date: '2025-11-28', name: 'Day after Thanksgiving' }])).toEqual({
      date: '2025-11-28',
      name: 'Day after Thanksgiving',
    });
  });
});

describe('business days', () => {
  it('are Monday to Friday without holidays', () => {
    expect(isWeekend('2025-03-08')).toBe(true);
    expect(isWeekend('2025-03-09')).toBe(true);
    expect(isBusinessDay('2025-03-10')).toBe(true);
    expect(isBusinessDay('2025-07-04')).toBe(false);
    expect(isBusinessDay('2025-03-11', [{ date: '2025-03-11', name: 'Company offsite' }])).toBe(false);
  });

  it('count the days after the first up to the last', () => {
    expect(businessDaysBetween('2025-03-10', '2025-03-13')).toBe(3); // Mon -> Thu
    expect(businessDaysBetween('2025-03-12', '2025-03-17')).toBe(3); // Wed -> Mon over a weekend
    expect(businessDaysBetween('2025-07-01', '2025-07-07')).toBe(3); // Tue -> Mon skipping the 4th of July
    expect(businessDaysBetween('2025-03-10', '2025-03-10')).toBe(0);
    expect(businessDaysBetween('2025-03-10', '2025-03-01')).toBe(0);
  });
});
