import { endpoint, rawAnswer } from './endpoint';
import { oidcStartQuerySchema, signInOptionsSchema } from './oidc.schema';

/**
 * Sign-in with the company's identity provider (issue 29; docs/decisions/0470): the sign-in page's
 * options, and the two legs of the authorization code flow, which a browser follows by redirects.
 */
export const oidcEndpoints = {
  signInOptions: endpoint({
    method: 'get',
    path: '/api/signIn/options',
    capability: 'public',
    summary: 'What the sign-in page offers',
    description:
      "`{passwordSignIn, oidc: {label} | null}`: `passwordSignIn` is false when PASSWORD_SIGN_IN=0; `oidc` names the identity provider's button ('Sign in with {label}', OIDC_BUTTON_LABEL) when OIDC_* is configured.",
    answers: { 200: signInOptionsSchema },
  }),
  start: endpoint({
    method: 'get',
    path: '/auth/oidc/start',
    capability: 'public',
    summary: 'Sends the browser to the identity provider to sign in',
    description:
      "Redirects to the provider's authorization endpoint (authorization code flow, PKCE S256, state and nonce), keeping the verifier, state, nonce and `returnTo` in the sealed, HttpOnly, SameSite=Lax `oidc_flow` cookie (Path=/auth/oidc, 10 minutes). `returnTo` is a path of this app. When the provider cannot be reached, redirects to '/login?oidc=unavailable'.",
    query: oidcStartQuerySchema,
    answers: { 302: rawAnswer(null, "Redirects (Location) to the provider, or to '/login?oidc=unavailable'") },
    refusals: { 404: 'Sign-in with an identity provider is not configured' },
  }),
  callback: endpoint({
    method: 'get',
    path: '/auth/oidc/callback',
    capability: 'public',
    summary: "The identity provider's answer: signs the person in",
    description:
      "The provider's redirect back (`code`, `state`, or `error`), read by openid-client: the state, the code exchanged with the PKCE verifier, the ID token and its nonce. The provider's e-mail must be verified, in OIDC_ALLOWED_DOMAINS when set, and belong to an active person (no account is ever created); a pending invitation of theirs counts as accepted. Then the session starts as with POST /login (the `access_token` cookie, sign-in method 'oidc') and the browser goes to '/login?oidc=signedIn&redirect=<returnTo>', where the page learns who signed in. Otherwise to '/login?oidc=<reason>': `denied`, `failed`, `unavailable`, `unverified`, `domain` or `unknown`.",
    answers: { 302: rawAnswer(null, "Redirects (Location) to '/login?oidc=signedIn…' or '/login?oidc=<reason>'") },
    refusals: { 404: 'Sign-in with an identity provider is not configured' },
  }),
};
