import type { SavedView, SavedViewSearch, UpdateViewBody } from '../../domain/api/savedViews.schema';
import type { Role } from '../../domain/roles';
import type { ListScreenId } from '../../domain/siteList/listScreens';
import type { Notice } from '../shared/notice';
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
