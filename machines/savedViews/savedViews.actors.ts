import { savedViewsEndpoints } from '../../domain/api/savedViews.endpoints';
import type { Notice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the saved-views machine's actors (/api/views, issue 19): the app injects the
 * real ones (src/api/savedViews.api.ts), tests and stories stubs.
 */
export const unprovidedSavedViewsActors = {
  loadViews: unprovidedEndpoint('savedViews', 'loadViews', savedViewsEndpoints.list),
  createView: unprovidedEndpoint('savedViews', 'createView', savedViewsEndpoints.create),
  changeView: unprovidedEndpoint('savedViews', 'changeView', savedViewsEndpoints.update),
  deleteView: unprovidedEndpoint('savedViews', 'deleteView', savedViewsEndpoints.remove),
};

export type SavedViewsActors = typeof unprovidedSavedViewsActors;

/** Our wording (docs/decisions/0351); a failure the server explained shows its words instead. */
export const savedViewsNotices = {
  saved: { tone: 'success', message: 'View saved' },
  updated: { tone: 'success', message: 'View updated' },
  deleted: { tone: 'success', message: 'View deleted' },
  saveFailed: (refusal: string | null): Notice => ({ tone: 'error', message: refusal ?? 'Unable to save the view' }),
  updateFailed: (refusal: string | null): Notice => ({ tone: 'error', message: refusal ?? 'Unable to update the view' }),
  deleteFailed: (refusal: string | null): Notice => ({ tone: 'error', message: refusal ?? 'Unable to delete the view' }),
  linkNotFound: { tone: 'error', message: 'This saved view does not exist or is not shared with you' },
} as const satisfies Record<string, Notice | ((refusal: string | null) => Notice)>;
