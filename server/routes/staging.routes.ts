import { stagingEndpoints } from '../../domain/api/staging.endpoints';
import { defineRoute, type RouteModule } from '../http/route';
import { requireBuilderProject } from '../integrations/builder/requireBuilderProject';
import { requireSite } from '../sites/requireSite';
import { checkCollectionUrls } from '../staging/checkCollectionUrls';
import { countFakeObituaries } from '../staging/countFakeObituaries';

/**
 * Staging validation (part 1 §4, §7; domain/api/staging.endpoints.ts): the checks the Stage Site
 * modal runs before it stages. POST /stage itself is in siteStatus.routes.ts.
 */
export const stagingRoutes: RouteModule = () => [
  defineRoute(stagingEndpoints.countFakeObits, async ({ deps, params }) => {
    const site = await requireSite(deps.db, params.id);
    return { count: await countFakeObituaries(deps.db, site.id) };
  }),
  defineRoute(stagingEndpoints.collectionUrls, async ({ deps, params }) => {
    const project = requireBuilderProject(await requireSite(deps.db, params.id), 'before staging');
    return { collections: await checkCollectionUrls(deps, project) };
  }),
];
