import type { User } from '../../domain/api/signIn.schema';
import { isRole, type Role } from '../../domain/roles';

/**
 * The signed-in user as the browser keeps it: only the non-secret fields, each under its own
 * localStorage key (part 1 §3). The access_token cookie is HttpOnly, so the browser cannot see it;
 * these fields only decide what to show, and the server's 401 is the real check.
 */
export type StoredUser = {
  user_id: string;
  name: string;
  role: Role;
  image: string | null;
  email: string;
  trello_id: string | null;
};

const keys = ['name', 'user_id', 'role', 'image', 'email', 'trello_id'] as const;

/** After sign-in: keeps the server's user object (POST /login, /preauth) under the part 1 §3 keys. */
export function writeStoredUser(user: User): void {
  localStorage.setItem('name', user.name);
  localStorage.setItem('user_id', String(user.id));
  localStorage.setItem('role', user.role);
  localStorage.setItem('image', user.image ?? '');
  localStorage.setItem('email', user.email);
  localStorage.setItem('trello_id', user.trello_id ?? '');
}

/** After the person changed their own name or avatar (Profile): the shell shows the new ones at once. */
export function writeStoredProfile({ name, image }: { name: string; image: string | null }): void {
  localStorage.setItem('name', name);
  localStorage.setItem('image', image ?? '');
}

/** The stored user, or null when any required field is missing or the role is unknown. */
export function readStoredUser(): StoredUser | null {
  const name = localStorage.getItem('name');
  const userId = localStorage.getItem('user_id');
  const role = localStorage.getItem('role');
  const email = localStorage.getItem('email');
  if (!name || !userId || !email || !isRole(role)) return null;
  return {
    user_id: userId,
    name,
    role,
    email,
    image: localStorage.getItem('image') || null,
    trello_id: localStorage.getItem('trello_id') || null,
  };
}

export function clearStoredUser(): void {
  for (const key of keys) localStorage.removeItem(key);
}
