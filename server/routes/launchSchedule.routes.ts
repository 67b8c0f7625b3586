import { launchScheduleEndpoints } from '../../domain/api/launchSchedule.endpoints';
import { defineRoute, type RouteModule } from '../http/route';
import { countLaunchesOn, launchCapacity } from '../launchSchedule/launchCounts';
import { updateLaunchDate } from '../launchSchedule/updateLaunchDate';
import { requireSite } from '../sites/requireSite';

/** Launch scheduling (part 1 §5 and §7, decisions.md §4; domain/api/launchSchedule.endpoints.ts). */
export const launchScheduleRoutes: RouteModule = () => [
  defineRoute(launchScheduleEndpoints.launchDateAvailable, async ({ deps, params, query }) => {
    const site = await requireSite(deps.db, params.id);
    return { count: await countLaunchesOn(deps.db, query.date, site.id) };
  }),
  defineRoute(launchScheduleEndpoints.capacity, ({ deps, query }) => launchCapacity(deps.db, query.from, query.to)),
  // Scheduling covers the roles of rescheduling and unscheduling; which of the three a request is
  // follows from the stored and the new date, and updateLaunchDate checks that one.
  defineRoute(launchScheduleEndpoints.updateLaunchDate, ({ deps, user, params, body }) => updateLaunchDate(deps, user, params.id, body)),
];
