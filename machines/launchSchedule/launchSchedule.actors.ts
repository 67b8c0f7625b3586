import { fromPromise } from 'xstate';
import type { LaunchDateAvailable, LaunchDateUpdated } from '../../domain/api/launchSchedule.schema';
import type { LaunchRuleProblem } from '../../domain/launchSchedule/launchDateRules';

/**
 * The contract of the launch-date machine's actors (part 1 §7): GET launchDateAvailable and POST
 * updateLaunchDate. The machine only names them; the launch views inject the real ones
 * (src/api/launch.api.ts), tests and stories inject stubs with `machine.provide`.
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

/**
 * The server refused the change and said why (a rule, the daily cap, the site's status). The
 * message is staff-readable; `field` names the form field it belongs to when the server gave one.
 */
export class LaunchDateRefused extends Error {
  constructor(
    message: string,
    readonly field: LaunchRuleProblem['field'] | null,
  ) {
    super(message);
    this.name = 'LaunchDateRefused';
  }
}

const unprovided = <TOutput, TInput>(name: string) =>
  // A missing `provide` fails loudly instead of hanging in a pending state.
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`launchDate machine: the ${name} actor was not provided`)));

export const unprovidedCheckAvailability = unprovided<LaunchDateAvailable, CheckAvailabilityInput>('checkAvailability');
export const unprovidedSubmitLaunchDate = unprovided<LaunchDateUpdated, SubmitLaunchDateInput>('submitLaunchDate');

export interface LaunchScheduleActors {
  checkAvailability: typeof unprovidedCheckAvailability;
  submitLaunchDate: typeof unprovidedSubmitLaunchDate;
}

/** Toasts of part 1 §8; the unschedule pending text is ours (docs/decisions/0116-launch-toasts.md). */
export const launchScheduleToasts = {
  schedulePending: 'Scheduling site for launch...',
  unschedulePending: 'Unscheduling launch...',
  scheduled: 'Site scheduled for launch!',
  unscheduled: 'Unscheduled!',
  scheduleFailed: 'Unable to schedule launch date',
  unscheduleFailed: 'Unable to unschedule launch',
} as const;
