import { builderLinkEndpoints } from '../../domain/api/builderLink.endpoints';
import { linkBuilderSite, unlinkBuilderSite } from '../builderLink/linkBuilderSite';
import { built, defineRoute, type RouteModule } from '../http/route';

/** The link page (domain/api/builderLink.endpoints.ts): 204 on success; a refusal answers {error, errorMessage}. */
export const builderLinkRoutes: RouteModule = () => [
  defineRoute(builderLinkEndpoints.link, async ({ c, deps, user, body }) => {
    await linkBuilderSite(deps, user, body);
    return built(c.body(null, 204));
  }),
  defineRoute(builderLinkEndpoints.unlink, async ({ c, deps, user, body }) => {
    await unlinkBuilderSite(deps, user, body);
    return built(c.body(null, 204));
  }),
];
