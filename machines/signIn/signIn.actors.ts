import type { User } from '../../domain/api/signIn.schema';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the sign-in machine's actors (POST /login, POST /preauth, part 1 §7): the app
 * injects the real ones (src/api/signIn.api.ts), tests and stories stubs. Both reject with an
 * ApiError when the server refused the sign-in, a 200 that is not SUCCESS included.
 */

export type LoginInput = { username: string; password: string };
export type PreauthInput = { code: string };

/** What both actors resolve with: the signed-in user and where the server wants them to go. */
export type SignInOutput = { user: User; redirect: string | null };

export const unprovidedSignInActors = {
  login: unprovided<SignInOutput, LoginInput>('signIn', 'login'),
  preauth: unprovided<SignInOutput, PreauthInput>('signIn', 'preauth'),
};

export type SignInActors = typeof unprovidedSignInActors;
