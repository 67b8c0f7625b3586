import { fromPromise } from 'xstate';
import { siteStatusChangeSchema } from '../../domain/api/siteStatus.schema';
import type { SiteStatusActors } from '../../machines/siteStatus/siteStatus.actors';
import { api, noContent } from './http';

/** The status-action workflow's actor: each action's route (docs/api.md 'Status actions', DELETE /api/sites/{id}). */
export const siteStatusActors: SiteStatusActors = {
  runAction: fromPromise(async ({ input: { siteId, action } }) => {
    const site = `api/sites/${siteId}`;
    switch (action.kind) {
      case 'submitForReview':
        return api.post(`${site}/qa`, {}, siteStatusChangeSchema);
      case 'markLive':
        return api.post(`${site}/live`, {}, siteStatusChangeSchema);
      case 'markLost':
        return api.post(`${site}/lost`, {}, siteStatusChangeSchema);
      case 'transition':
        return api.post(`${site}/transition`, { event: action.event }, siteStatusChangeSchema);
      case 'override':
        return api.post(`${site}/status`, { status: action.status }, siteStatusChangeSchema);
      case 'delete':
        await api.delete(site, noContent);
        return null;
    }
  }),
};
