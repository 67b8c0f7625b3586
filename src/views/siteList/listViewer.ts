import type { Viewer } from '../../../domain/siteList/listScreens';
import type { StoredUser } from '../../session/storedUser';

/** The signed-in user as the list screens need them: role and id decide, the name is for toasts. */
export type ListViewer = Viewer & { name: string };

export const listViewerOf = (user: StoredUser): ListViewer => ({
  role: user.role,
  userId: Number(user.user_id),
  name: user.name,
});
