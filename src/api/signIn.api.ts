import { fromPromise } from 'xstate';
import { ApiError } from '../../domain/api/apiError';
import type { EndpointOutput } from '../../domain/api/endpoint';
import { oidcEndpoints } from '../../domain/api/oidc.endpoints';
import { signInEndpoints } from '../../domain/api/signIn.endpoints';
import type { SignInActors, SignInOutput } from '../../machines/signIn/signIn.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';

/** POST /login or /preauth's answer. Part 1 §5: anything but status SUCCESS is a failed sign-in, even with a 200. */
const signedIn = (answer: EndpointOutput<typeof signInEndpoints.login>): SignInOutput => {
  if (answer.status !== 'SUCCESS') throw new ApiError(200, { error: answer.error });
  return { user: answer.user, redirect: answer.redirect };
};

/** The sign-in workflow's actors (domain/api/signIn.endpoints.ts). */
export const signInActors: SignInActors = {
  login: fromPromise(async ({ input, signal }) => signedIn(await call(signInEndpoints.login, input, { signal }))),
  // The code of a sign-in link (/login?u=<code>) is exchanged for a session.
  preauth: fromPromise(async ({ input, signal }) => signedIn(await call(signInEndpoints.preauth, input, { signal }))),
  loadOptions: fromEndpoint(oidcEndpoints.signInOptions),
  // The identity provider's callback set the session cookie; the page only learns who that is.
  resume: fromPromise(async ({ signal }) => ({ user: await call(signInEndpoints.me, {}, { signal }), redirect: null })),
};

/** GET /logout: the server ends the session and expires the cookie. */
export const logout = async (): Promise<void> => {
  await call(signInEndpoints.logout, {});
};
