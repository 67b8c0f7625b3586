import type { EndpointInput, EndpointOutput } from '../../domain/api/endpoint';
import { oidcEndpoints } from '../../domain/api/oidc.endpoints';
import type { signInEndpoints } from '../../domain/api/signIn.endpoints';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the sign-in machine's actors (POST /login, POST /preauth, part 1 §7; POST
 * /login/totp, issue 29): the app injects the real ones (src/api/signIn.api.ts), tests and stories
 * stubs. Each takes its endpoint's input, but is more than the call: each rejects with an ApiError
 * when the server refused the sign-in, a 200 that is not SUCCESS included (part 1 §5), and resolves
 * with the user.
 */

type SignedInAnswer = Extract<EndpointOutput<typeof signInEndpoints.login>, { status: 'SUCCESS' }>;

/** What the actors resolve with once signed in: the user and where the server wants them to go. */
export type SignInOutput = Pick<SignedInAnswer, 'user' | 'redirect'>;

/** POST /login's answer for a person with a second factor: the ticket the code step sends back. */
export type CodeRequired = { ticket: string };

export const unprovidedSignInActors = {
  login: unprovided<SignInOutput | CodeRequired, EndpointInput<typeof signInEndpoints.login>>('signIn', 'login'),
  preauth: unprovided<SignInOutput, EndpointInput<typeof signInEndpoints.preauth>>('signIn', 'preauth'),
  /** What the page offers: the password form, the identity provider's button. */
  loadOptions: unprovidedEndpoint('signIn', 'loadOptions', oidcEndpoints.signInOptions),
  /** Back from the identity provider with the session cookie set: who signed in (GET /api/me), with no redirect of the server's. */
  resume: unprovided<SignInOutput, void>('signIn', 'resume'),
  loginTotp: unprovided<SignInOutput, EndpointInput<typeof signInEndpoints.loginTotp>>('signIn', 'loginTotp'),
};

export type SignInActors = typeof unprovidedSignInActors;
