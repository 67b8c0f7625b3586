import dayjs from 'dayjs';
import { type Holiday, holidayOn } from './holidays';

/** Calendar days are 'YYYY-MM-DD' strings throughout: a launch date is a day, not an instant. */
export const isWeekend = (date: string): boolean => {
  const weekday = dayjs(date).day();
  return weekday === 0 || weekday === 6;
};

/** Monday to Friday and not a federal (or company) holiday (decisions.md §4). */
export const isBusinessDay = (date: string, companyHolidays: readonly Holiday[] = []): boolean =>
  !isWeekend(date) && holidayOn(date, companyHolidays) === undefined;

/** Business days after `from` up to and including `to`: Monday to Thursday is 3. Zero when `to` is not after `from`. */
export const businessDaysBetween = (from: string, to: string, companyHolidays: readonly Holiday[] = []): number => {
  let count = 0;
  const end = dayjs(to);
  for (let cursor = dayjs(from).add(1, 'day'); !cursor.isAfter(end, 'day'); cursor = cursor.add(1, 'day')) {
    if (isBusinessDay(cursor.format('YYYY-MM-DD'), companyHolidays)) count += 1;
  }
  return count;
};
