import { insightsEndpoints } from '../../domain/api/insights.endpoints';
import { insightsAgeing } from '../insights/ageingQuery';
import { insightsCycleTime } from '../insights/cycleTimeQuery';
import { insightsFlow } from '../insights/flowQuery';
import { insightsScope } from '../insights/insightsScope';
import { insightsLaunches } from '../insights/launchesQuery';
import { insightsWorkload } from '../insights/workloadQuery';
import { defineRoute, type RouteModule } from '../http/route';

/** /api/insights/*: the Insights charts (domain/api/insights.endpoints.ts), each read through the viewer's scope. */
export const insightsRoutes: RouteModule = () => [
  defineRoute(insightsEndpoints.flow, ({ deps, user, query }) => insightsFlow(deps.db, insightsScope(user, query))),
  defineRoute(insightsEndpoints.cycleTime, ({ deps, user, query }) => insightsCycleTime(deps.db, insightsScope(user, query))),
  defineRoute(insightsEndpoints.launches, ({ deps, user, query }) => insightsLaunches(deps.db, insightsScope(user, query))),
  defineRoute(insightsEndpoints.ageing, ({ deps, user, query }) => insightsAgeing(deps.db, insightsScope(user, query), deps.now())),
  defineRoute(insightsEndpoints.workload, ({ deps, user, query }) => insightsWorkload(deps.db, insightsScope(user, query), deps.now())),
];
