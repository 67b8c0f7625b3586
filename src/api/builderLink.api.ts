import { fromPromise } from 'xstate';
import type { BuilderLinkActors } from '../../machines/builderLink/builderLink.actors';
import { api, noContent } from './http';

/** The link page's actors (part 2 §7 'Link and builder project'): 204 is success, anything else an ApiError. */
export const builderLinkActors: BuilderLinkActors = {
  linkSite: fromPromise(async ({ input }) => {
    await api.post('api/sites/linkDuda', input, noContent);
    return null;
  }),
  unlinkSite: fromPromise(async ({ input }) => {
    await api.post('api/sites/unlinkDuda', input, noContent);
    return null;
  }),
};
