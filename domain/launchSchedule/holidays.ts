import dayjs, { type Dayjs } from 'dayjs';

export interface Holiday {
  /** The observed day, 'YYYY-MM-DD'. */
  date: string;
  name: string;
}

const day = 'YYYY-MM-DD';

/** The nth weekday (0 = Sunday) of a month, e.g. the third Monday of January. */
const nthWeekday = (year: number, month: number, weekday: number, nth: number): Dayjs => {
  const first = dayjs(new Date(year, month, 1));
  return first.add(((weekday - first.day() + 7) % 7) + (nth - 1) * 7, 'day');
};

const lastWeekday = (year: number, month: number, weekday: number): Dayjs => {
  const last = dayjs(new Date(year, month + 1, 0));
  return last.subtract((last.day() - weekday + 7) % 7, 'day');
};

/** A fixed-date holiday on a Saturday is observed the Friday before; on a Sunday, the Monday after (5 U.S.C. 6103). */
const observed = (date: Dayjs): Dayjs => (date.day() === 6 ? date.subtract(1, 'day') : date.day() === 0 ? date.add(1, 'day') : date);

const fixed = (year: number, month: number, dayOfMonth: number): Dayjs => observed(dayjs(new Date(year, month, dayOfMonth)));

/**
 * The eleven US federal holidays observed in a year (Juneteenth from 2021), including a New Year's Day observed on Dec 31.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const usFederalHolidays = (year: number): Holiday[] => {
  const holidays: [Dayjs, string][] = [
    [fixed(year, 0, 1), "New Year's Day"],
    [nthWeekday(year, 0, 1, 3), 'Martin Luther King Jr. Day'],
    [nthWeekday(year, 1, 1, 3), "Washington's Birthday"],
    [lastWeekday(year, 4, 1), 'Memorial Day'],
    ...(year >= 2021 ? ([[fixed(year, 5, 19), 'Juneteenth']] as [Dayjs, string][]) : []),
    [fixed(year, 6, 4), 'Independence Day'],
    [nthWeekday(year, 8, 1, 1), 'Labor Day'],
    [nthWeekday(year, 9, 1, 2), 'Columbus Day'],
    [fixed(year, 10, 11), 'Veterans Day'],
    [nthWeekday(year, 10, 4, 4), 'Thanksgiving Day'],
    [fixed(year, 11, 25), 'Christmas Day'],
    // Next year's New Year's Day on a Saturday is observed on this year's Dec 31.
    [fixed(year + 1, 0, 1), "New Year's Day"],
  ];
  return holidays.filter(([date]) => date.year() === year).map(([date, name]) => ({ date: date.format(day), name }));
};

const cache = new Map<number, Holiday[]>();
const holidaysOf = (year: number): Holiday[] => {
  let holidays = cache.get(year);
  if (!holidays) {
    holidays = usFederalHolidays(year);
    cache.set(year, holidays);
  }
  return holidays;
};

/**
 * The holiday on a day ('YYYY-MM-DD'), from the federal rules or the company's own holidays (kept
 * on the Settings screen, issue 30: the server reads `launch_holidays`, the browser the lookups),
 * or undefined.
 */
export const holidayOn = (date: string, companyHolidays: readonly Holiday[] = []): Holiday | undefined =>
  companyHolidays.find((holiday) => holiday.date === date) ?? holidaysOf(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
