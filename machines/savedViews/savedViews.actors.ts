import type { SavedView, SavedViewSearch, UpdateViewBody } from '../../domain/api/savedViews.schema';
import type { Role } from '../../domain/roles';
import type { ListScreenId } from '../../domain/siteList/listScreens';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the saved-views machine's actors (/api/views, issue 19): the app injects the
 * real ones (src/api/savedViews.api.ts), tests and stories stubs.
 */
export type LoadViewsInput = { screen: ListScreenId };
export type CreateViewInput = { screen: ListScreenId; name: string; search: SavedViewSearch; sharedRole: Role | null };
export type ChangeViewInput = { id: number; change: UpdateViewBody };
export type DeleteViewInput = { id: number };

export const unprovidedSavedViewsActors = {
  loadViews: unprovided<SavedView[], LoadViewsInput>('savedViews', 'loadViews'),
  createView: unprovided<SavedView, CreateViewInput>('savedViews', 'createView'),
  changeView: unprovided<SavedView, ChangeViewInput>('savedViews', 'changeView'),
  deleteView: unprovided<null, DeleteViewInput>('savedViews', 'deleteView'),
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
