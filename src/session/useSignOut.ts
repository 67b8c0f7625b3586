import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { logout } from '../api/signIn.api';
import { clearStoredUser } from './storedUser';

/**
 * Sign out (part 1 §4): the server ends the session and expires the cookie, then the browser
 * forgets the stored user and shows /login. If the server call fails the user stays signed in
 * and sees the error in a browser alert.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
      return;
    }
    clearStoredUser();
    await navigate({ to: '/login' });
  }, [navigate]);
}
