import { builderLinkEndpoints } from '../../domain/api/builderLink.endpoints';
import type { BuilderLinkActors } from '../../machines/builderLink/builderLink.actors';
import { fromEndpoint } from './fromEndpoint';

/** The link page's actors (domain/api/builderLink.endpoints.ts): 204 is success, anything else an ApiError. */
export const builderLinkActors: BuilderLinkActors = {
  linkSite: fromEndpoint(builderLinkEndpoints.link),
  unlinkSite: fromEndpoint(builderLinkEndpoints.unlink),
};
