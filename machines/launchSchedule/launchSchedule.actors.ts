import type { EndpointOutput } from '../../domain/api/endpoint';
import { launchScheduleEndpoints } from '../../domain/api/launchSchedule.endpoints';
import type { siteListEndpoints } from '../../domain/api/siteList.endpoints';
import { type Notice, titledFailureNotice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the launch-schedule workflow's actors (domain/api/launchSchedule.endpoints.ts,
 * part 1 §7): the launch-date modal's GET launchDateAvailable and POST updateLaunchDate, the
 * calendar's launches per day and the sites launching on one day. The app injects the real ones
 * (src/api/launchSchedule.api.ts), tests and stories stubs. updateLaunchDate rejects with the
 * server's ApiError, whose `field` names the form field a refusal belongs to. loadDayLaunches
 * reads pages of GET /api/sites until it has the day's rows, so it is not one call.
 */

export type DayLaunchesInput = { day: string };

export const unprovidedLaunchScheduleActors = {
  checkAvailability: unprovidedEndpoint('launchSchedule', 'checkAvailability', launchScheduleEndpoints.launchDateAvailable),
  submitLaunchDate: unprovidedEndpoint('launchSchedule', 'submitLaunchDate', launchScheduleEndpoints.updateLaunchDate),
  loadLaunchCounts: unprovidedEndpoint('launchSchedule', 'loadLaunchCounts', launchScheduleEndpoints.capacity),
  loadDayLaunches: unprovided<EndpointOutput<typeof siteListEndpoints.list>['data'], DayLaunchesInput>('launchSchedule', 'loadDayLaunches'),
};

export type LaunchScheduleActors = typeof unprovidedLaunchScheduleActors;

/** One toast per site: the outcome replaces its pending notice (Notice.key). */
const onSite = (siteId: number, notice: Notice): Notice => ({ ...notice, key: `launchSchedule-${siteId}` });

/** Part 1 §8's toasts; the unschedule pending text is ours (docs/decisions/0116-launch-toasts.md). */
export const launchScheduleNotices = {
  schedulePending: (siteId: number): Notice => onSite(siteId, { tone: 'pending', message: 'Scheduling site for launch...' }),
  unschedulePending: (siteId: number): Notice => onSite(siteId, { tone: 'pending', message: 'Unscheduling launch...' }),
  scheduled: (siteId: number): Notice => onSite(siteId, { tone: 'success', message: 'Site scheduled for launch!' }),
  unscheduled: (siteId: number): Notice => onSite(siteId, { tone: 'success', message: 'Unscheduled!' }),
  scheduleFailed: (siteId: number, refusal: string | null): Notice =>
    onSite(siteId, titledFailureNotice('Unable to schedule launch date', refusal)),
  unscheduleFailed: (siteId: number, refusal: string | null): Notice =>
    onSite(siteId, titledFailureNotice('Unable to unschedule launch', refusal)),
} as const satisfies Record<string, (...args: never[]) => Notice>;
