import { fromPromise } from 'xstate';
import { ApiError } from '../../domain/api/apiError';
import type { EndpointOutput } from '../../domain/api/endpoint';
import { oidcEndpoints } from '../../domain/api/oidc.endpoints';
import { signInEndpoints } from '../../domain/api/signIn.endpoints';
import type { CodeRequired, SignInActors, SignInOutput } from '../../machines/signIn/signIn.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';

type SignInAnswer = EndpointOutput<typeof signInEndpoints.login>;

/** POST /login, /preauth or /login/totp's answer. Part 1 §5: anything but status SUCCESS is a failed sign-in, even with a 200. */
const signedIn = (answer: SignInAnswer): SignInOutput => {
  if (answer.status !== 'SUCCESS') throw new ApiError(200, { error: 'error' in answer ? answer.error : answer.status });
  return { user: answer.user, redirect: answer.redirect };
};

/** POST /login's answer: signed in, or (issue 29) the ticket of the second factor's step. */
const passwordChecked = (answer: SignInAnswer): SignInOutput | CodeRequired =>
  answer.status === 'TOTP_REQUIRED' ? { ticket: answer.ticket } : signedIn(answer);

/** The sign-in workflow's actors (domain/api/signIn.endpoints.ts). */
export const signInActors: SignInActors = {
  login: fromPromise(async ({ input, signal }) => passwordChecked(await call(signInEndpoints.login, input, { signal }))),
  // The code of a sign-in link (/login?u=<code>) is exchanged for a session.
  preauth: fromPromise(async ({ input, signal }) => signedIn(await call(signInEndpoints.preauth, input, { signal }))),
  loadOptions: fromEndpoint(oidcEndpoints.signInOptions),
  // The identity provider's callback set the session cookie; the page only learns who that is.
  resume: fromPromise(async ({ signal }) => ({ user: await call(signInEndpoints.me, {}, { signal }), redirect: null })),
  loginTotp: fromPromise(async ({ input, signal }) => signedIn(await call(signInEndpoints.loginTotp, input, { signal }))),
};

/** GET /logout: the server ends the session and expires the cookie. */
export const logout = async (): Promise<void> => {
  await call(signInEndpoints.logout, {});
};
