import type { CollectionUrls, FakeObitCount } from '../../domain/api/staging.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { requireBuilderProject } from '../integrations/builder/requireBuilderProject';
import { requireSite } from '../sites/requireSite';
import { checkCollectionUrls } from '../staging/checkCollectionUrls';
import { countFakeObituaries } from '../staging/countFakeObituaries';

/**
 * Staging validation (part 1 §4, §7): the checks the Stage Site modal runs before it stages. Both
 * are POSTs as in part 1 §7, though they change nothing. Capability stageSite, as only someone who
 * may stage needs them. POST /stage itself is in siteStatus.routes.ts.
 */
export const stagingRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/validate/countFakeObits',
    capability: 'stageSite',
    params: idParams,
    handler: async ({ c, deps, params }) => {
      const site = await requireSite(deps.db, params.id);
      return c.json<FakeObitCount>({ count: await countFakeObituaries(deps.db, site.id) });
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/validate/collectionURLs',
    capability: 'stageSite',
    params: idParams,
    handler: async ({ c, deps, params }) => {
      const project = requireBuilderProject(await requireSite(deps.db, params.id), 'before staging');
      return c.json<CollectionUrls>({ collections: await checkCollectionUrls(deps, project) });
    },
  }),
];
