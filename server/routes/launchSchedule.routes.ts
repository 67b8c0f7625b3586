import { Hono } from 'hono';
import { launchCapacityQuery, launchDateAvailableQuery, updateLaunchDateBody } from '../../domain/api/launchSchedule.schema';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { readIdParam, readJson, readQuery } from '../http/validate';
import { countLaunchesOn, launchCapacity } from '../launchSchedule/launchCounts';
import { updateLaunchDate } from '../launchSchedule/updateLaunchDate';
import { requireSiteExists } from '../sites/requireSite';

/** Launch scheduling (part 1 §5 and §7, decisions.md §4), mounted at /api. */
export const launchRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();

  routes.get('/sites/:id/launchDateAvailable', async (c) => {
    const siteId = readIdParam(c);
    const { date } = readQuery(c, launchDateAvailableQuery);
    await requireSiteExists(deps.db, siteId);
    return c.json({ count: await countLaunchesOn(deps.db, date, siteId) });
  });

  routes.get('/launches/capacity', async (c) => {
    const { from, to } = readQuery(c, launchCapacityQuery);
    return c.json(await launchCapacity(deps.db, from, to));
  });

  routes.post('/sites/:id/updateLaunchDate', async (c) => {
    const body = await readJson(c, updateLaunchDateBody);
    const siteId = readIdParam(c);
    return c.json(await updateLaunchDate(deps, c.get('user'), siteId, body));
  });

  return routes;
};
