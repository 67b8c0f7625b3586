import type { EndpointInput, EndpointOutput } from '../../domain/api/endpoint';
import { oidcEndpoints } from '../../domain/api/oidc.endpoints';
import type { signInEndpoints } from '../../domain/api/signIn.endpoints';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the sign-in machine's actors (POST /login, POST /preauth, part 1 §7): the app
 * injects the real ones (src/api/signIn.api.ts), tests and stories stubs. Each takes its
 * endpoint's input, but is more than the call: both reject with an ApiError when the server
 * refused the sign-in, a 200 that is not SUCCESS included (part 1 §5), and resolve with the user.
 */

type SignedInAnswer = Extract<EndpointOutput<typeof signInEndpoints.login>, { status: 'SUCCESS' }>;

/** What both actors resolve with: the signed-in user and where the server wants them to go. */
export type SignInOutput = Pick<SignedInAnswer, 'user' | 'redirect'>;

export const unprovidedSignInActors = {
  login: unprovided<SignInOutput, EndpointInput<typeof signInEndpoints.login>>('signIn', 'login'),
  preauth: unprovided<SignInOutput, EndpointInput<typeof signInEndpoints.preauth>>('signIn', 'preauth'),
  /** What the page offers: the password form, the identity provider's button. */
  loadOptions: unprovidedEndpoint('signIn', 'loadOptions', oidcEndpoints.signInOptions),
  /** Back from the identity provider with the session cookie set: who signed in (GET /api/me), with no redirect of the server's. */
  resume: unprovided<SignInOutput, void>('signIn', 'resume'),
};

export type SignInActors = typeof unprovidedSignInActors;
