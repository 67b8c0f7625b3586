import { siteListEndpoints } from '../../domain/api/siteList.endpoints';
import { built, defineRoute, type RouteModule } from '../http/route';
import { sendJsonAnswer } from '../http/jsonAnswer';
import { myWeek } from '../siteList/myWeekQuery';
import { siteListAnswer } from '../siteList/siteListQuery';
import { aeStats, careStats, designerStats } from '../siteList/siteStatsQuery';

/** The site list (GET /api/sites) and the My Sites stats cards (domain/api/siteList.endpoints.ts). */
export const siteListRoutes: RouteModule = () => [
  // A remembered answer goes out as its kept bytes (server/http/jsonAnswer.ts), not serialised again.
  defineRoute(siteListEndpoints.list, async ({ c, deps, user, query }) =>
    built(await sendJsonAnswer(c, await siteListAnswer(deps.db, query, user, deps.now()))),
  ),
  defineRoute(siteListEndpoints.designerStats, ({ deps, params }) => designerStats(deps.db, params.id)),
  defineRoute(siteListEndpoints.aeStats, ({ deps, params }) => aeStats(deps.db, params.id, deps.now())),
  defineRoute(siteListEndpoints.careStats, ({ deps }) => careStats(deps.db)),
  defineRoute(siteListEndpoints.myWeek, ({ deps, user, query }) => myWeek(deps.db, user, query.day, deps.now())),
];
