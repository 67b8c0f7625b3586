import { fromPromise } from 'xstate';
import { launchDateAvailableSchema, launchDateUpdatedSchema, launchDayCountsSchema } from '../../domain/api/launchSchedule.schema';
import type { LaunchScheduleActors } from '../../machines/launchSchedule/launchSchedule.actors';
import { api } from './http';
import { fetchSitesPage } from './siteList.api';
import { sitesLaunchingOn } from './sitesLaunchingOn';

/** The launch-schedule workflow's actors (docs/api.md 'Launch scheduling'). */
export const launchScheduleActors: LaunchScheduleActors = {
  checkAvailability: fromPromise(({ input: { siteId, date } }) =>
    api.get(`api/sites/${siteId}/launchDateAvailable`, launchDateAvailableSchema, { searchParams: { date } }),
  ),
  submitLaunchDate: fromPromise(({ input: { siteId, ...body } }) =>
    api.post(`api/sites/${siteId}/updateLaunchDate`, body, launchDateUpdatedSchema),
  ),
  loadLaunchCounts: fromPromise(({ input: { from, to } }) => api.get('api/launches/capacity', launchDayCountsSchema, { searchParams: { from, to } })),
  // The Launch Schedule list has no date filter: the day is found in its pages (sitesLaunchingOn).
  loadDayLaunches: fromPromise(({ input: { day } }) =>
    sitesLaunchingOn(day, (page, perPage) => fetchSitesPage({ page, perPage, launchSchedule: true })),
  ),
};
