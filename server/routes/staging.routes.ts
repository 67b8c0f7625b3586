import { Hono } from 'hono';
import type { CollectionUrls, FakeObitCount } from '../../domain/api/staging.schema';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { requireCapability } from '../http/authorize';
import { readIdParam } from '../http/validate';
import { checkCollectionUrls } from '../staging/checkCollectionUrls';
import { countFakeObituaries } from '../staging/countFakeObituaries';
import { findStagingSite, requireBuilderProject } from '../staging/stagingSite';

/**
 * Staging validation (part 1 §4, §7), mounted on /api/sites: the checks the Stage Site modal runs
 * before it stages. Both are POSTs as in part 1 §7, though they change nothing. Capability
 * stageSite, as only someone who may stage needs them. POST /stage itself is in siteStatus.routes.ts.
 */
export const stagingRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();

  routes.post('/:id{[0-9]+}/validate/countFakeObits', requireCapability('stageSite'), async (c) => {
    const site = await findStagingSite(deps.db, readIdParam(c));
    return c.json<FakeObitCount>({ count: await countFakeObituaries(deps.db, site.id) });
  });

  routes.post('/:id{[0-9]+}/validate/collectionURLs', requireCapability('stageSite'), async (c) => {
    const site = await findStagingSite(deps.db, readIdParam(c));
    return c.json<CollectionUrls>({ collections: await checkCollectionUrls(deps, requireBuilderProject(site)) });
  });

  return routes;
};
