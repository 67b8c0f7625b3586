import { fromPromise } from 'xstate';
import { ApiError } from '../../domain/api/apiError';
import type { EndpointOutput } from '../../domain/api/endpoint';
import { signInEndpoints } from '../../domain/api/signIn.endpoints';
import type { SignInActors, SignInOutput } from '../../machines/signIn/signIn.actors';
import { call } from './http';

/** POST /login or /preauth's answer. Part 1 §5: anything but status SUCCESS is a failed sign-in, even with a 200. */
const signedIn = (answer: EndpointOutput<typeof signInEndpoints.login>): SignInOutput => {
  if (answer.status !== 'SUCCESS') throw new ApiError(200, { error: 'error' in answer ? answer.error : answer.status });
  return { user: answer.user, redirect: answer.redirect };
};

/** The sign-in workflow's actors (domain/api/signIn.endpoints.ts). */
export const signInActors: SignInActors = {
  login: fromPromise(async ({ input, signal }) => signedIn(await call(signInEndpoints.login, input, { signal }))),
  // The code of a sign-in link (/login?u=<code>) is exchanged for a session.
  preauth: fromPromise(async ({ input, signal }) => signedIn(await call(signInEndpoints.preauth, input, { signal }))),
};

/** GET /logout: the server ends the session and expires the cookie. */
export const logout = async (): Promise<void> => {
  await call(signInEndpoints.logout, {});
};
