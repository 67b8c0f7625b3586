import { fromPromise } from 'xstate';
import { ApiError } from '../../../domain/api/apiError';
import type { SiteStatusChange } from '../../../domain/api/siteStatus.schema';
import type { SiteStatus } from '../../../domain/siteStatus';
import type { SiteStatusActors } from '../../../machines/siteStatus/siteStatus.actors';
import type { StatusAction } from '../../../machines/siteStatus/statusActions';

export const statusSite = { id: 2041, name: 'Cedar Lane Memorial', launcher_label: 'In Design' as SiteStatus };

/** Where each named action takes a site; a transition's target is not needed by any story. */
const targetOf = (action: StatusAction): SiteStatus => {
  switch (action.kind) {
    case 'submitForReview':
      return 'Pre-Staging QA';
    case 'markLive':
      return 'Live';
    case 'markLost':
      return 'Lost';
    case 'override':
      return action.status;
    default:
      return 'Ready for Design';
  }
};

/** What the status call does in a story: answer as the server would, hang, or refuse with the server's reason. */
type Behaviour = 'answer' | 'pending' | { refuse: string };

/** The status action actor for stories; the site it changes is statusSite. */
export const siteStatusActorsFixture = (behaviour: Behaviour = 'answer'): SiteStatusActors => ({
  runAction: fromPromise(async ({ input: { action } }): Promise<SiteStatusChange | null> => {
    if (behaviour === 'pending') return new Promise<never>(() => {});
    if (behaviour !== 'answer') throw new ApiError(409, { error: behaviour.refuse });
    return action.kind === 'delete' ? null : { id: statusSite.id, from: statusSite.launcher_label, launcher_label: targetOf(action) };
  }),
});
