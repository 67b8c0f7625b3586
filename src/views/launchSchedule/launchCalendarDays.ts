import dayjs from 'dayjs';
import type { LaunchDayCount } from '../../../domain/api/launchSchedule.schema';
import { maxLaunchesPerDay } from '../../../domain/launchSchedule/launchDateRules';

const day = 'YYYY-MM-DD';

/** The first day of the month holding `date` ('YYYY-MM-DD'), as 'YYYY-MM-01'. */
export const monthOf = (date: string): string => dayjs(date).startOf('month').format(day);

/**
 * The days a month grid shows, weeks starting on Monday (the pickers' firstDayOfWeek), so the
 * outside days of the neighbouring months carry their counts too.
 */
export const visibleRange = (month: string): { from: string; to: string } => {
  const first = dayjs(month).startOf('month');
  const last = first.endOf('month');
  const mondayBased = (weekday: number) => (weekday + 6) % 7;
  return {
    from: first.subtract(mondayBased(first.day()), 'day').format(day),
    to: last.add(6 - mondayBased(last.day()), 'day').format(day),
  };
};

/** The server lists only days with launches; every other day counts 0. */
export const countsByDay = (counts: readonly LaunchDayCount[]): ReadonlyMap<string, number> =>
  new Map(counts.map((entry) => [entry.date, entry.count]));

export type LaunchLoad = 'free' | 'filling' | 'almostFull' | 'full';

/** How full a day is against the 7-a-day cap: full at the cap (or over it, admin may book more). */
export const launchLoad = (count: number): LaunchLoad =>
  count >= maxLaunchesPerDay ? 'full' : count >= maxLaunchesPerDay - 2 ? 'almostFull' : count > 0 ? 'filling' : 'free';

export const launchLoadColors: Record<LaunchLoad, string> = {
  free: 'gray',
  filling: 'green',
  almostFull: 'yellow',
  full: 'red',
};

/** 'n/7', as the calendar shows a day's launches. */
export const launchCountLabel = (count: number): string => `${count}/${maxLaunchesPerDay}`;

/** The list's 'YYYYMMDD' as a calendar day 'YYYY-MM-DD'. */
export const dayOfListDate = (listDate: string): string => `${listDate.slice(0, 4)}-${listDate.slice(4, 6)}-${listDate.slice(6, 8)}`;
