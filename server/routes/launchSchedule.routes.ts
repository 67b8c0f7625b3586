import { launchCapacityQuery, launchDateAvailableQuery, updateLaunchDateBody } from '../../domain/api/launchSchedule.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { countLaunchesOn, launchCapacity } from '../launchSchedule/launchCounts';
import { updateLaunchDate } from '../launchSchedule/updateLaunchDate';
import { requireSite } from '../sites/requireSite';

/** Launch scheduling (part 1 §5 and §7, decisions.md §4). */
export const launchScheduleRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/launchDateAvailable',
    capability: 'readSites',
    params: idParams,
    query: launchDateAvailableQuery,
    handler: async ({ c, deps, params, query }) => {
      const site = await requireSite(deps.db, params.id);
      return c.json({ count: await countLaunchesOn(deps.db, query.date, site.id) });
    },
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/launches/capacity',
    capability: 'readSites',
    query: launchCapacityQuery,
    handler: async ({ c, deps, query }) => c.json(await launchCapacity(deps.db, query.from, query.to)),
  }),
  // Scheduling covers the roles of rescheduling and unscheduling; which of the three a request is
  // follows from the stored and the new date, and updateLaunchDate checks that one.
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/updateLaunchDate',
    capability: 'scheduleLaunch',
    params: idParams,
    body: updateLaunchDateBody,
    handler: async ({ c, deps, user, params, body }) => c.json(await updateLaunchDate(deps, user, params.id, body)),
  }),
];
