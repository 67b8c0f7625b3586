import { fromPromise } from 'xstate';
import { launchScheduleEndpoints } from '../../domain/api/launchSchedule.endpoints';
import type { LaunchScheduleActors } from '../../machines/launchSchedule/launchSchedule.actors';
import { fromEndpoint } from './fromEndpoint';
import { fetchSitesPage } from './siteList.api';
import { sitesLaunchingOn } from './sitesLaunchingOn';

/** The launch-schedule workflow's actors (domain/api/launchSchedule.endpoints.ts). */
export const launchScheduleActors: LaunchScheduleActors = {
  checkAvailability: fromEndpoint(launchScheduleEndpoints.launchDateAvailable),
  submitLaunchDate: fromEndpoint(launchScheduleEndpoints.updateLaunchDate),
  loadLaunchCounts: fromEndpoint(launchScheduleEndpoints.capacity),
  // The Launch Schedule list has no date filter: the day is found in its pages (sitesLaunchingOn).
  loadDayLaunches: fromPromise(({ input: { day }, signal }) =>
    sitesLaunchingOn(day, (page, perPage) => fetchSitesPage({ page, perPage, launchSchedule: true }, signal)),
  ),
};
