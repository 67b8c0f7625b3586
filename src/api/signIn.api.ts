import { fromPromise } from 'xstate';
import { ApiError } from '../../domain/api/apiError';
import { logoutResponseSchema, signInResponseSchema } from '../../domain/api/signIn.schema';
import type { SignInActors, SignInOutput } from '../../machines/signIn/signIn.actors';
import { api } from './http';

/** POST /login or /preauth. Part 1 §5: anything but status SUCCESS is a failed sign-in, even with a 200. */
const signIn = async (path: 'login' | 'preauth', body: object): Promise<SignInOutput> => {
  const answer = await api.post(path, body, signInResponseSchema);
  if (answer.status !== 'SUCCESS') throw new ApiError(200, { error: answer.error });
  return { user: answer.user, redirect: answer.redirect };
};

/** The sign-in workflow's actors (docs/api.md 'Sign-in'). */
export const signInActors: SignInActors = {
  login: fromPromise(({ input }) => signIn('login', input)),
  // The code of a sign-in link (/login?u=<code>) is exchanged for a session.
  preauth: fromPromise(({ input }) => signIn('preauth', { u: input.code })),
};

/** GET /logout: the server ends the session and expires the cookie. */
export const logout = async (): Promise<void> => {
  await api.get('logout', logoutResponseSchema);
};
