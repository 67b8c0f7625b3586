import { linkBuilderBody, unlinkBuilderBody } from '../../domain/api/builderLink.schema';
import { linkBuilderSite, unlinkBuilderSite } from '../builderLink/linkBuilderSite';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';

/** The link page (part 2 §2.4, §7): 204 on success; a refusal answers {error, errorMessage}. */
export const builderLinkRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/linkDuda',
    capability: 'manageBuilderProject',
    body: linkBuilderBody,
    handler: async ({ c, deps, user, body }) => {
      await linkBuilderSite(deps, user, body);
      return c.body(null, 204);
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/unlinkDuda',
    capability: 'manageBuilderProject',
    body: unlinkBuilderBody,
    handler: async ({ c, deps, user, body }) => {
      await unlinkBuilderSite(deps, user, body);
      return c.body(null, 204);
    },
  }),
];
