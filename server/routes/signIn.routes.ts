import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { signInEndpoints } from '../../domain/api/signIn.endpoints';
import {
  expiredSignInTicketMessage,
  invalidCodeMessage,
  invalidCredentialsMessage,
  invalidSignInLinkMessage,
  passwordSignInOffMessage,
  rateLimitedMessage,
} from '../../domain/api/signIn.schema';
import { issueAccountToken } from '../accountTokens/accountTokens';
import { toPublicUser } from '../auth/publicUser';
import { readToken, sessionCookieName } from '../auth/session.middleware';
import { clearSessionCookie } from '../auth/sessionCookie';
import { endSessions } from '../auth/endSessions';
import { sessionIdOfToken } from '../auth/sessions';
import type { AppEnv } from '../appDeps';
import { HttpError } from '../http/httpError';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { logoutRefusal } from '../http/logoutOrigin';
import { clientAddress } from '../signIn/clientAddress';
import { mintSignInLink } from '../signIn/mintSignInLink';
import { passwordSignIn } from '../signIn/passwordSignIn';
import { createSignInRateLimiter } from '../signIn/rateLimit';
import { redeemSignInCode } from '../signIn/signInCodes';
import { signedIn } from '../signIn/signedIn';
import { totpSignIn } from '../signIn/totpSignIn';

const rateLimited = (c: Context<AppEnv>, retryAfterMs: number) => {
  c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return answer(429, { status: 'RATE_LIMITED' as const, error: rateLimitedMessage(Math.ceil(retryAfterMs / 60_000)) });
};

/** Sign-in (domain/api/signIn.endpoints.ts): public sign-in, sign-out and one-time links; who am I; the admin's links. */
export const signInRoutes: RouteModule = (deps) => {
  const limiter = createSignInRateLimiter(deps.db, deps.now);
  return [
    defineRoute(signInEndpoints.login, async ({ c, deps, body }) => {
      if (!deps.config.PASSWORD_SIGN_IN) throw new HttpError(403, passwordSignInOffMessage);
      const result = await passwordSignIn(deps.db, limiter, { ...body, address: clientAddress(c, deps.config.TRUST_PROXY) });
      if (result.outcome === 'rateLimited') return rateLimited(c, result.retryAfterMs);
      if (result.outcome === 'invalid') return answer(401, { status: 'INVALID' as const, error: invalidCredentialsMessage });
      if (result.outcome === 'secondFactor') {
        const { token } = await issueAccountToken(deps.db, {
          userId: result.userId,
          kind: 'sign_in_ticket',
          createdBy: null,
          now: deps.now(),
        });
        return { status: 'TOTP_REQUIRED' as const, ticket: token };
      }
      return signedIn(c, deps, result.userId, null, 'password');
    }),
    defineRoute(signInEndpoints.loginTotp, async ({ c, deps, body }) => {
      const now = deps.now();
      const address = clientAddress(c, deps.config.TRUST_PROXY);
      const result = await totpSignIn(deps.db, deps.secrets, limiter, { ...body, address, now });
      if (result.outcome === 'rateLimited') return rateLimited(c, result.retryAfterMs);
      if (result.outcome === 'expired') return answer(401, { status: 'INVALID' as const, error: expiredSignInTicketMessage });
      if (result.outcome === 'invalid') return answer(401, { status: 'INVALID' as const, error: invalidCodeMessage });
      if (result.usedRecoveryCode)
        await deps.db
          .insertInto('log_entries')
          .values({ site_id: null, user_id: result.userId, message: 'Signed in with a recovery code', created_at: now })
          .execute();
      return signedIn(c, deps, result.userId, null, 'password+totp');
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
