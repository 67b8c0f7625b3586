import dayjs from 'dayjs';
import { isBusinessDay } from '../../../domain/launchSchedule/businessDays';
import { maxLaunchesPerDay } from '../../../domain/launchSchedule/launchDateRules';

/**
 * Business days around a reference day, for choosing launch dates: a demo launch never falls on
 * a weekend or a holiday, and no future day gets more launches than the daily cap allows.
 */
export class BusinessDayCalendar {
  private readonly past: string[] = [];
  private readonly future: string[] = [];
  private readonly launchesOn = new Map<string, number>();
  private firstOpen = 0;
  private readonly today: dayjs.Dayjs;

  constructor(today: Date) {
    this.today = dayjs(today).startOf('day');
  }

  /** The business day `offset` business days before today (1 = the last business day before today). */
  before(offset: number): string {
    let cursor = this.past.length ? dayjs(this.past.at(-1)) : this.today;
    while (this.past.length < offset) {
      cursor = cursor.subtract(1, 'day');
      const day = cursor.format('YYYY-MM-DD');
      if (isBusinessDay(day)) this.past.push(day);
    }
    return this.past[offset - 1] as string;
  }

  /** Counts launches already on the books, so new ones respect the cap on that day too. */
  book(day: string, launches: number): void {
    this.launchesOn.set(day, (this.launchesOn.get(day) ?? 0) + launches);
  }

  /** The business day `offset` business days from today (0 = today if it is one), moved on while that day is full. */
  scheduleFrom(offset: number): string {
    // Every day before firstOpen is full, so a busy calendar is not walked from the start each time.
    for (let index = Math.max(offset, this.firstOpen); ; index += 1) {
      const day = this.upcoming(index);
      const taken = this.launchesOn.get(day) ?? 0;
      if (taken < maxLaunchesPerDay) {
        this.launchesOn.set(day, taken + 1);
        while ((this.launchesOn.get(this.upcoming(this.firstOpen)) ?? 0) >= maxLaunchesPerDay) this.firstOpen += 1;
        return day;
      }
    }
  }

  private upcoming(index: number): string {
    let cursor = this.future.length ? dayjs(this.future.at(-1)).add(1, 'day') : this.today;
    while (this.future.length <= index) {
      const day = cursor.format('YYYY-MM-DD');
      if (isBusinessDay(day)) this.future.push(day);
      cursor = cursor.add(1, 'day');
    }
    return this.future[index] as string;
  }
}
