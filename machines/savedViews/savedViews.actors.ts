import { savedViewsEndpoints } from '../../domain/api/savedViews.endpoints';
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

/** Our wording (docs/decisions/0351). */
export const savedViewsToasts = {
  saved: 'View saved',
  updated: 'View updated',
  deleted: 'View deleted',
  saveFailed: 'Unable to save the view',
  updateFailed: 'Unable to update the view',
  deleteFailed: 'Unable to delete the view',
  linkNotFound: 'This saved view does not exist or is not shared with you',
} as const;
