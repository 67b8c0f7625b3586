import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  invalidCredentialsMessage,
  invalidSignInLinkMessage,
  loginRequestSchema,
  preauthRequestSchema,
  rateLimitedMessage,
  type SignInCodeResponse,
  signInCodeRequestSchema,
  type SignInFailure,
  type SignInSuccess,
} from '../../domain/api/signIn.schema';
import { clientAddress } from '../signIn/clientAddress';
import { dummyPasswordHash, verifyPassword } from '../signIn/password';
import { findPublicUser, toPublicUser } from '../auth/publicUser';
import { createSignInRateLimiter } from '../signIn/rateLimit';
import { readToken, sessionCookieName } from '../auth/session.middleware';
import { clearSessionCookie, setSessionCookie } from '../auth/sessionCookie';
import { createSession, revokeSession } from '../auth/sessions';
import { mintSignInCode, redeemSignInCode } from '../signIn/signInCodes';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { requireCapability } from '../http/authorize';
import { conflict, HttpError, notFound } from '../http/httpError';
import { parseWith, readIdParam, readJson } from '../http/validate';

/** Starts a session for the user: the token goes back in the body (for bearer clients) and in the cookie. */
const signIn = async (c: Context, deps: AppDeps, userId: number, redirect: string | null) => {
  const user = await findPublicUser(deps.db, userId);
  if (!user) throw notFound('User');
  const now = deps.now();
  const session = await createSession(deps.db, user.id, { now, ttlHours: deps.config.SESSION_TTL_HOURS });
  setSessionCookie(c, deps.config, session.token, session.expiresAt, now);
  return c.json({ status: 'SUCCESS', token: session.token, user, redirect } satisfies SignInSuccess, 200);
};

/** Public: sign-in, sign-out and the one-time sign-in link. Mounted before the /api session guard. */
export const publicAuthRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const limiter = createSignInRateLimiter(deps.now);

  app.post('/login', async (c) => {
    const { username, password } = await readJson(c, loginRequestSchema);
    const account = username.toLowerCase();
    const attempt = limiter.begin(account, clientAddress(c));
    if (!attempt.allowed) {
      const minutes = Math.ceil(attempt.retryAfterMs / 60_000);
      c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
      return c.json({ status: 'RATE_LIMITED', error: rateLimitedMessage(minutes) } satisfies SignInFailure, 429);
    }
    const user = await deps.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', account))
      .where('active', '=', true)
      .executeTakeFirst();
    // Unknown e-mails (and users without a password) are checked against a dummy hash: same work, same answer.
    const matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user?.password_hash || !matches) {
      return c.json({ status: 'INVALID', error: invalidCredentialsMessage } satisfies SignInFailure, 401);
    }
    attempt.succeeded();
    return signIn(c, deps, user.id, null);
  });

  app.get('/logout', async (c) => {
    const token = readToken(getCookie(c, sessionCookieName), c.req.header('authorization'));
    if (token) await revokeSession(deps.db, token, deps.now());
    clearSessionCookie(c, deps.config);
    return c.json({ status: 'SUCCESS' as const }, 200);
  });

  app.post('/preauth', async (c) => {
    const { u } = await readJson(c, preauthRequestSchema);
    const redeemed = await redeemSignInCode(deps.db, u, deps.now());
    if (!redeemed) return c.json({ status: 'INVALID', error: invalidSignInLinkMessage } satisfies SignInFailure, 401);
    return signIn(c, deps, redeemed.userId, redeemed.redirect);
  });

  return app;
};

/** The redirect body of signInCode is optional: an empty body means 'no redirect'. */
const readOptionalJson = async <S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> => {
  const text = await c.req.text();
  if (text.trim() === '') return parseWith(schema, {});
  try {
    return parseWith(schema, JSON.parse(text));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Invalid body: expected a JSON object', { field: 'body', reason: 'expected a JSON object' });
  }
};

/** Behind the session guard: who am I, and the admin's one-time sign-in link for a user. */
export const signedInAuthRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  app.get('/api/me', (c) => c.json(toPublicUser(c.get('user')), 200));

  app.post('/api/users/:id/signInCode', requireCapability('mintSignInCode'), async (c) => {
    const userId = readIdParam(c);
    const { redirect } = await readOptionalJson(c, signInCodeRequestSchema);
    const admin = c.get('user');
    const target = await deps.db.selectFrom('users').select(['id', 'name', 'active']).where('id', '=', userId).executeTakeFirst();
    if (!target) throw notFound('User');
    if (!target.active) throw conflict(`${target.name} is deactivated and cannot sign in`);
    const minted = await deps.db.transaction().execute(async (trx) => {
      const code = await mintSignInCode(trx, { userId, createdBy: admin.id, redirect: redirect ?? null, now: deps.now() });
      await trx
        .insertInto('log_entries')
        .values({ site_id: null, user_id: admin.id, message: `Sign-in link created for ${target.name}`, created_at: deps.now() })
        .execute();
      return code;
    });
    const body: SignInCodeResponse = {
      code: minted.code,
      url: `/login?u=${minted.code}`,
      expiresAt: minted.expiresAt.toISOString(),
    };
    return c.json(body, 201);
  });

  return app;
};
