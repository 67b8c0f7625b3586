import type { LaunchDayCount } from '../../../domain/api/launchSchedule.schema';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { LaunchScheduleActors } from '../../../machines/launchSchedule/launchSchedule.actors';
import { fetchLaunchCapacity, fetchSitesLaunchingOn, launchScheduleActors } from '../../api/launchSchedule.api';

/** The calls the launch views make, in one replaceable bundle: the app uses the API, tests and stories stubs. */
export interface LaunchServices {
  actors: LaunchScheduleActors;
  fetchCapacity: (from: string, to: string) => Promise<LaunchDayCount[]>;
  fetchSitesLaunchingOn: (day: string) => Promise<SiteRow[]>;
}

export const apiLaunchServices: LaunchServices = {
  actors: launchScheduleActors,
  fetchCapacity: fetchLaunchCapacity,
  fetchSitesLaunchingOn,
};
