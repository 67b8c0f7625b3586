import type { Context } from 'hono';
import * as client from 'openid-client';
import { oidcEndpoints } from '../../domain/api/oidc.endpoints';
import type { OidcOutcome } from '../../domain/api/oidc.schema';
import { revokeAccountTokens } from '../accountTokens/accountTokens';
import type { AppDeps } from '../appDeps';
import { HttpError } from '../http/httpError';
import { built, defineRoute, type RouteModule } from '../http/route';
import { createOidcDiscovery } from '../oidc/oidcDiscovery';
import { setOidcFlowCookie, takeOidcFlow } from '../oidc/oidcFlowCookie';
import { oidcPerson, type OidcIdentity } from '../oidc/oidcPerson';
import { oidcSettingsOf } from '../oidc/oidcSettings';
import { signedIn } from '../signIn/signedIn';

const notConfigured = () => new HttpError(404, 'Sign-in with an identity provider is not configured');

/** Where the provider sends the browser back: on PUBLIC_ORIGIN behind a proxy, else on the origin this request came to. */
const redirectUri = (c: Context, deps: AppDeps): string =>
  `${(deps.config.PUBLIC_ORIGIN ?? new URL(c.req.url).origin).replace(/\/+$/, '')}/auth/oidc/callback`;

/** The sign-in page, told how it went (a name it turns into its message, never text from the URL). */
const toLogin = (c: Context, outcome: OidcOutcome, returnTo: string | null = null) => {
  const search = new URLSearchParams({ oidc: outcome });
  if (returnTo) search.set('redirect', returnTo);
  return built(c.redirect(`/login?${search.toString()}`, 302));
};

/** The provider refused or could not finish: the person's own 'cancel' is told apart from everything else. */
const failureOf = (error: unknown): OidcOutcome =>
  error instanceof client.AuthorizationResponseError && error.error === 'access_denied' ? 'denied' : 'failed';

/**
 * Sign-in with the company's identity provider (domain/api/oidc.endpoints.ts, decision 0470),
 * through openid-client: it checks the state, the PKCE exchange, the ID token and its nonce; this
 * module decides only who that identity is here.
 */
export const oidcRoutes: RouteModule = (deps) => {
  const settings = oidcSettingsOf(deps.config);
  const discovery = settings && createOidcDiscovery(settings);
  return [
    defineRoute(oidcEndpoints.signInOptions, ({ deps }) => ({
      passwordSignIn: deps.config.PASSWORD_SIGN_IN,
      oidc: settings && { label: settings.buttonLabel },
    })),
    defineRoute(oidcEndpoints.start, async ({ c, deps, query }) => {
      if (!settings || !discovery) throw notConfigured();
      let configuration: client.Configuration;
      try {
        configuration = await discovery();
      } catch (error) {
        console.error(`[oidc] discovery at ${settings.issuer.href} failed:`, error instanceof Error ? error.message : error);
        return toLogin(c, 'unavailable');
      }
      const flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        returnTo: query.returnTo ?? null,
        startedAt: deps.now().getTime(),
      };
      setOidcFlowCookie(c, deps.config, deps.secrets, flow);
      const authorizationUrl = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(c, deps),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return built(c.redirect(authorizationUrl.href, 302));
    }),
    defineRoute(oidcEndpoints.callback, async ({ c, deps }) => {
      if (!settings || !discovery) throw notConfigured();
      const now = deps.now();
      const flow = takeOidcFlow(c, deps.config, deps.secrets, now);
      if (!flow) return toLogin(c, 'failed');
      let identity: OidcIdentity;
      try {
        const configuration = await discovery();
        const callbackUrl = new URL(redirectUri(c, deps));
        callbackUrl.search = new URL(c.req.url).search;
        const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
        });
        const claims = tokens.claims();
        if (!claims) return toLogin(c, 'failed');
        // Providers that keep the ID token small (oidc-provider, Okta) tell the e-mail at userinfo only.
        identity =
          claims['email'] !== undefined && claims['email_verified'] !== undefined
            ? claims
            : await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      } catch (error) {
        const outcome = failureOf(error);
        if (outcome === 'failed') console.error('[oidc] sign-in did not complete:', error instanceof Error ? error.message : error);
        return toLogin(c, outcome);
      }
      const person = await oidcPerson(deps.db, identity, settings.allowedDomains);
      if ('failure' in person) return toLogin(c, person.failure);
      await signedIn(c, deps, person.userId, null, 'oidc');
      // Signing in is accepting: the invitation link is of no further use.
      await revokeAccountTokens(deps.db, person.userId, 'invitation', now);
      return toLogin(c, 'signedIn', flow.returnTo);
    }),
  ];
};
