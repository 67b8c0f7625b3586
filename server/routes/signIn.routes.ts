import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  invalidCredentialsMessage,
  invalidSignInLinkMessage,
  loginRequestSchema,
  preauthRequestSchema,
  rateLimitedMessage,
  signInCodeRequestSchema,
  type SignInFailure,
  type SignInSuccess,
} from '../../domain/api/signIn.schema';
import { toPublicUser } from '../auth/publicUser';
import { readToken, sessionCookieName } from '../auth/session.middleware';
import { clearSessionCookie, setSessionCookie } from '../auth/sessionCookie';
import { revokeSession } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { clientAddress } from '../signIn/clientAddress';
import { mintSignInLink } from '../signIn/mintSignInLink';
import { passwordSignIn } from '../signIn/passwordSignIn';
import { createSignInRateLimiter } from '../signIn/rateLimit';
import { redeemSignInCode } from '../signIn/signInCodes';
import { startSession } from '../signIn/startSession';

/** Starts a session for the user: the token goes back in the body (for bearer clients) and in the cookie. */
const signedIn = async (c: Context<AppEnv>, deps: AppDeps, userId: number, redirect: string | null) => {
  const now = deps.now();
  const session = await startSession(deps, userId, now);
  setSessionCookie(c, deps.config, session.token, session.expiresAt, now);
  return c.json({ status: 'SUCCESS', token: session.token, user: session.user, redirect } satisfies SignInSuccess, 200);
};

/** Sign-in (decisions.md §9): public sign-in, sign-out and one-time links; who am I; the admin's links. */
export const signInRoutes: RouteModule = (deps) => {
  const limiter = createSignInRateLimiter(deps.db, deps.now);
  return [
    defineLegacyRoute({
      method: 'post',
      path: '/login',
      capability: 'public',
      body: loginRequestSchema,
      handler: async ({ c, deps, body }) => {
        const result = await passwordSignIn(deps.db, limiter, { ...body, address: clientAddress(c, deps.config.TRUST_PROXY) });
        if (result.outcome === 'rateLimited') {
          c.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
          const minutes = Math.ceil(result.retryAfterMs / 60_000);
          return c.json({ status: 'RATE_LIMITED', error: rateLimitedMessage(minutes) } satisfies SignInFailure, 429);
        }
        if (result.outcome === 'invalid') return c.json({ status: 'INVALID', error: invalidCredentialsMessage } satisfies SignInFailure, 401);
        return signedIn(c, deps, result.userId, null);
      },
    }),
    defineLegacyRoute({
      method: 'get',
      path: '/logout',
      capability: 'public',
      handler: async ({ c, deps }) => {
        const token = readToken(getCookie(c, sessionCookieName), c.req.header('authorization'));
        if (token) await revokeSession(deps.db, token, deps.now());
        clearSessionCookie(c, deps.config);
        return c.json({ status: 'SUCCESS' as const }, 200);
      },
    }),
    defineLegacyRoute({
      method: 'post',
      path: '/preauth',
      capability: 'public',
      body: preauthRequestSchema,
      handler: async ({ c, deps, body }) => {
        const redeemed = await redeemSignInCode(deps.db, body.u, deps.now());
        if (!redeemed) return c.json({ status: 'INVALID', error: invalidSignInLinkMessage } satisfies SignInFailure, 401);
        return signedIn(c, deps, redeemed.userId, redeemed.redirect);
      },
    }),
    defineLegacyRoute({
      method: 'get',
      path: '/api/me',
      capability: 'readSites',
      handler: ({ c, user }) => c.json(toPublicUser(user), 200),
    }),
    defineLegacyRoute({
      method: 'post',
      path: '/api/users/:id{[0-9]+}/signInCode',
      capability: 'mintSignInCode',
      params: idParams,
      body: signInCodeRequestSchema,
      handler: async ({ c, deps, user, params, body }) =>
        c.json(await mintSignInLink(deps, { admin: user, userId: params.id, redirect: body.redirect ?? null }), 201),
    }),
  ];
};
