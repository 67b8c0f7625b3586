import dayjs from 'dayjs';
import { type Capability, can } from '../permissions';
import type { Role } from '../roles';
import { businessDaysBetween, isWeekend } from './businessDays';
import { type Holiday, holidayOn } from './holidays';
import { launchReasonNamed, type LaunchReasonOption } from './launchReasons';

export const maxLaunchesPerDay = 7;
const minBusinessDaysAhead = 3;

/** The quoted ones are part 1 §5's exact strings; weekend, past, holiday and note are ours (docs/decisions/0029-launch-rule-messages-and-order.md). */
export const launchMessages = {
  required: 'Please select a launch date',
  dailyCap: `Cannot be more than ${maxLaunchesPerDay} launches on one day`,
  past: 'Launch date cannot be in the past',
  weekend: 'Launches cannot be scheduled on a weekend',
  holiday: (name: string) => `Launches cannot be scheduled on a holiday (${name})`,
  tooSoon: `Launches must be scheduled at least ${minBusinessDaysAhead} business days out`,
  notAfterOld: 'New launch date must be after old',
  reasonRequired: 'Please select a reason',
  noteRequired: (reason: string) => `Please add a note for the reason '${reason}'`,
} as const;

export type LaunchChangeKind = 'schedule' | 'reschedule' | 'unschedule';

/** Decided by the old and the new value: no date before is a schedule, no date after an unschedule. */
export const launchChangeKind = (oldDate: string | null, newDate: string | null): LaunchChangeKind =>
  newDate === null ? 'unschedule' : oldDate === null ? 'schedule' : 'reschedule';

export const launchChangeCapability: Record<LaunchChangeKind, Capability> = {
  schedule: 'scheduleLaunch',
  reschedule: 'rescheduleLaunch',
  unschedule: 'unscheduleLaunch',
};

const isExempt = (role: Role): boolean => can(role, 'launchRulesExempt');

/** Why a day cannot take a launch for this role, or null: past, weekend, holiday, too soon. Admin may pick any day. */
const launchDayProblem = (date: string, role: Role, today: string, companyHolidays: readonly Holiday[] = []): string | null => {
  if (isExempt(role)) return null;
  if (dayjs(date).isBefore(dayjs(today), 'day')) return launchMessages.past;
  if (isWeekend(date)) return launchMessages.weekend;
  const holiday = holidayOn(date, companyHolidays);
  if (holiday) return launchMessages.holiday(holiday.name);
  if (businessDaysBetween(today, date, companyHolidays) < minBusinessDaysAhead) return launchMessages.tooSoon;
  return null;
};

/** For the date picker: grey out the days this role cannot choose (and, on a reschedule, days not after the old one). */
export const isLaunchableDay = (
  date: string,
  role: Role,
  today: string,
  options: { oldDate?: string | null; companyHolidays?: readonly Holiday[] } = {},
): boolean =>
  launchDayProblem(date, role, today, options.companyHolidays) === null &&
  (isExempt(role) || !options.oldDate || dayjs(date).isAfter(dayjs(options.oldDate), 'day'));

/** The 7-per-day cap for this role, given how many other sites already launch that day. */
export const exceedsDailyCap = (role: Role, launchesThatDay: number): boolean => !isExempt(role) && launchesThatDay >= maxLaunchesPerDay;

export interface LaunchChange {
  role: Role;
  /** 'YYYY-MM-DD' in the company's calendar. */
  today: string;
  oldDate: string | null;
  newDate: string | null;
  /** Set by the Unschedule modal: a null date is then an unschedule rather than a missing date. */
  allowNull?: boolean | undefined;
  reason?: string | null | undefined;
  /** The reasons offered (launch_reasons, retired ones left out). */
  reasons: readonly LaunchReasonOption[];
  note?: string | null | undefined;
  /** Other sites already launching on newDate, when known (the server recounts under a lock). */
  launchesThatDay?: number | undefined;
  /** The company's holidays beyond the federal ones (launch_holidays). */
  companyHolidays?: readonly Holiday[] | undefined;
}

export interface LaunchRuleProblem {
  field: 'launchDate' | 'reason' | 'note';
  message: string;
}

/**
 * Every rule of part 1 §5 and decisions.md §4 for one change, as the problems to show per field
 * (empty when the change may go ahead). Admin is exempt from the date rules, not from choosing a
 * date or giving a reason.
 */
export const validateLaunchChange = (change: LaunchChange): LaunchRuleProblem[] => {
  const { role, today, oldDate, newDate } = change;
  const problems: LaunchRuleProblem[] = [];
  if (newDate === null && !(change.allowNull && oldDate !== null)) {
    problems.push({ field: 'launchDate', message: launchMessages.required });
  } else if (newDate !== null) {
    const dayProblem = launchDayProblem(newDate, role, today, change.companyHolidays);
    if (dayProblem) problems.push({ field: 'launchDate', message: dayProblem });
    else if (!isExempt(role) && oldDate !== null && !dayjs(newDate).isAfter(dayjs(oldDate), 'day')) {
      problems.push({ field: 'launchDate', message: launchMessages.notAfterOld });
    } else if (change.launchesThatDay !== undefined && exceedsDailyCap(role, change.launchesThatDay)) {
      problems.push({ field: 'launchDate', message: launchMessages.dailyCap });
    }
  }
  if (oldDate !== null) {
    const reason = launchReasonNamed(change.reasons, change.reason);
    if (!reason) problems.push({ field: 'reason', message: launchMessages.reasonRequired });
    else if (reason.requiresNote && !change.note?.trim())
      problems.push({ field: 'note', message: launchMessages.noteRequired(reason.name) });
  }
  return problems;
};
