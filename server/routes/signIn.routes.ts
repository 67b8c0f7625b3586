import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { signInEndpoints } from '../../domain/api/signIn.endpoints';
import {
  invalidCredentialsMessage,
  invalidSignInLinkMessage,
  rateLimitedMessage,
  type SignInSuccess,
} from '../../domain/api/signIn.schema';
import { toPublicUser } from '../auth/publicUser';
import { readToken, sessionCookieName } from '../auth/session.middleware';
import { clearSessionCookie, setSessionCookie } from '../auth/sessionCookie';
import { endSessions } from '../auth/endSessions';
import { sessionIdOfToken } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../appDeps';
import type { SignInMethod } from '../db/schema';
import { HttpError } from '../http/httpError';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { logoutRefusal } from '../http/logoutOrigin';
import { clientAddress } from '../signIn/clientAddress';
import { mintSignInLink } from '../signIn/mintSignInLink';
import { passwordSignIn } from '../signIn/passwordSignIn';
import { createSignInRateLimiter } from '../signIn/rateLimit';
import { redeemSignInCode } from '../signIn/signInCodes';
import { startSession } from '../signIn/startSession';

/** Starts a session for the user: the token goes back in the body (for bearer clients) and in the cookie. Accepting an invitation signs in the same way. */
export const signedIn = async (
  c: Context<AppEnv>,
  deps: AppDeps,
  userId: number,
  redirect: string | null,
  method: SignInMethod,
): Promise<SignInSuccess> => {
  const now = deps.now();
  const session = await startSession(deps, userId, {
    now,
    method,
    userAgent: c.req.header('user-agent') ?? null,
    address: clientAddress(c, deps.config.TRUST_PROXY),
  });
  setSessionCookie(c, deps.config, session.token, session.expiresAt, now);
  return { status: 'SUCCESS', token: session.token, user: session.user, redirect };
};

/** Sign-in (domain/api/signIn.endpoints.ts): public sign-in, sign-out and one-time links; who am I; the admin's links. */
export const signInRoutes: RouteModule = (deps) => {
  const limiter = createSignInRateLimiter(deps.db, deps.now);
  return [
    defineRoute(signInEndpoints.login, async ({ c, deps, body }) => {
      const result = await passwordSignIn(deps.db, limiter, { ...body, address: clientAddress(c, deps.config.TRUST_PROXY) });
      if (result.outcome === 'rateLimited') {
        c.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
        const minutes = Math.ceil(result.retryAfterMs / 60_000);
        return answer(429, { status: 'RATE_LIMITED' as const, error: rateLimitedMessage(minutes) });
      }
      if (result.outcome === 'invalid') return answer(401, { status: 'INVALID' as const, error: invalidCredentialsMessage });
      return signedIn(c, deps, result.userId, null, 'password');
    }),
    defineRoute(signInEndpoints.logout, async ({ c, deps }) => {
      const cookieToken = getCookie(c, sessionCookieName);
      const refusal = logoutRefusal(c, cookieToken, deps.config.PUBLIC_ORIGIN);
      if (refusal) throw new HttpError(403, 'Cross-origin request refused', { field: 'origin', reason: refusal });
      const token = readToken(cookieToken, c.req.header('authorization'));
      const sessionId = token ? await sessionIdOfToken(deps.db, token) : undefined;
      if (sessionId !== undefined) await endSessions(deps, { sessionIds: [sessionId] }, deps.now());
      clearSessionCookie(c, deps.config);
      return { status: 'SUCCESS' as const };
    }),
    defineRoute(signInEndpoints.preauth, async ({ c, deps, body }) => {
      const redeemed = await redeemSignInCode(deps.db, body.u, deps.now());
      if (!redeemed) return answer(401, { status: 'INVALID' as const, error: invalidSignInLinkMessage });
      return signedIn(c, deps, redeemed.userId, redeemed.redirect, 'link');
    }),
    defineRoute(signInEndpoints.me, ({ user }) => toPublicUser(user)),
    defineRoute(signInEndpoints.mintSignInCode, async ({ deps, user, params, body }) =>
      answer(201, await mintSignInLink(deps, { admin: user, userId: params.id, redirect: body.redirect ?? null })),
    ),
  ];
};
