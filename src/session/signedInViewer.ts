import type { Role } from '../../domain/roles';
import { readStoredUser } from './storedUser';

/** Who is looking, as the per-site panels need it: the role decides what shows, the id which notes are theirs. */
export type Viewer = { id: number; role: Role };

/** The signed-in viewer from the stored user, or null when nobody is signed in. */
export const signedInViewer = (): Viewer | null => {
  const user = readStoredUser();
  return user ? { id: Number(user.user_id), role: user.role } : null;
};
