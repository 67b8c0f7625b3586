import type { LaunchDayCount } from '../../../domain/api/launch.schema';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { LaunchDateActors } from '../../../machines/launchDate/launchDate.actors';
import { fetchLaunchCapacity, fetchSitesLaunchingOn, launchDateActors } from '../../api/launch.api';

/** The calls the launch views make, in one replaceable bundle: the app uses the API, tests and stories stubs. */
export interface LaunchServices {
  actors: LaunchDateActors;
  fetchCapacity: (from: string, to: string) => Promise<LaunchDayCount[]>;
  fetchSitesLaunchingOn: (day: string) => Promise<SiteRow[]>;
}

export const apiLaunchServices: LaunchServices = {
  actors: launchDateActors,
  fetchCapacity: fetchLaunchCapacity,
  fetchSitesLaunchingOn,
};
