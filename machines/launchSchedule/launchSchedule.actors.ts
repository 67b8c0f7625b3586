import type { LaunchDateAvailable, LaunchDateUpdated, LaunchDayCount } from '../../domain/api/launchSchedule.schema';
import type { SiteRow } from '../../domain/api/siteList.schema';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the launch-schedule workflow's actors (part 1 §7): the launch-date modal's GET
 * launchDateAvailable and POST updateLaunchDate, the calendar's launches per day and the sites
 * launching on one day. The app injects the real ones (src/api/launchSchedule.api.ts), tests and
 * stories stubs. updateLaunchDate rejects with the server's ApiError, whose `field` names the form
 * field a refusal belongs to.
 */

export type CheckAvailabilityInput = { siteId: number; date: string };

export type SubmitLaunchDateInput = {
  siteId: number;
  /** 'YYYY-MM-DD', or null to unschedule (with allowNull). */
  launchDate: string | null;
  reason: string | null;
  note: string | null;
  allowNull: boolean;
};

/** The days a month grid shows, 'YYYY-MM-DD', both included. */
export type LaunchCountsInput = { from: string; to: string };

export type DayLaunchesInput = { day: string };

export const unprovidedLaunchScheduleActors = {
  checkAvailability: unprovided<LaunchDateAvailable, CheckAvailabilityInput>('launchSchedule', 'checkAvailability'),
  submitLaunchDate: unprovided<LaunchDateUpdated, SubmitLaunchDateInput>('launchSchedule', 'submitLaunchDate'),
  loadLaunchCounts: unprovided<LaunchDayCount[], LaunchCountsInput>('launchSchedule', 'loadLaunchCounts'),
  loadDayLaunches: unprovided<SiteRow[], DayLaunchesInput>('launchSchedule', 'loadDayLaunches'),
};

export type LaunchScheduleActors = typeof unprovidedLaunchScheduleActors;

/** Toasts of part 1 §8; the unschedule pending text is ours (docs/decisions/0116-launch-toasts.md). */
export const launchScheduleToasts = {
  schedulePending: 'Scheduling site for launch...',
  unschedulePending: 'Unscheduling launch...',
  scheduled: 'Site scheduled for launch!',
  unscheduled: 'Unscheduled!',
  scheduleFailed: 'Unable to schedule launch date',
  unscheduleFailed: 'Unable to unschedule launch',
} as const;
