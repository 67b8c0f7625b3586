import { fromPromise } from 'xstate';
import { siteStatusEndpoints } from '../../domain/api/siteStatus.endpoints';
import type { SiteStatusActors } from '../../machines/siteStatus/siteStatus.actors';
import { call } from './http';

/** The status-action workflow's actor: the endpoint of each action (domain/api/siteStatus.endpoints.ts). */
export const siteStatusActors: SiteStatusActors = {
  runAction: fromPromise(async ({ input: { siteId: id, action }, signal }) => {
    switch (action.kind) {
      case 'submitForReview':
        return call(siteStatusEndpoints.submitForReview, { id }, { signal });
      case 'markLive':
        return call(siteStatusEndpoints.markLive, { id }, { signal });
      case 'markLost':
        return call(siteStatusEndpoints.markLost, { id }, { signal });
      case 'transition':
        return call(siteStatusEndpoints.transition, { id, event: action.event }, { signal });
      case 'override':
        return call(siteStatusEndpoints.override, { id, status: action.status }, { signal });
      case 'delete':
        await call(siteStatusEndpoints.deleteTestSite, { id }, { signal });
        return null;
    }
  }),
};
