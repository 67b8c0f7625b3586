import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import { hashToken } from './tokens';

export const sessionCookieName = 'access_token';

/** The token from the access_token cookie or an 'Authorization: bearer' header. */
export const readToken = (cookie: string | undefined, authorization: string | undefined): string | undefined => {
  const bearer = authorization?.match(/^bearer\s+(\S+)$/i)?.[1];
  return bearer ?? cookie ?? undefined;
};

/** How stale a session's 'last seen' may get: at most one write a minute per session, not one per request. */
const lastSeenResolutionMs = 60_000;

/**
 * Moves the session's last seen to now when it is a minute old or more. The condition is in the
 * UPDATE too, so concurrent requests (or instances) that all read an old value write it once.
 */
const touchSession = async (deps: AppDeps, sessionId: number, lastSeenAt: Date | null): Promise<void> => {
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - lastSeenResolutionMs);
  if (lastSeenAt && new Date(lastSeenAt) > staleBefore) return;
  await deps.db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<=', staleBefore)]))
    .execute();
};

export const findSessionUser = async (deps: AppDeps, token: string): Promise<SessionUser | undefined> => {
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.sign_in_method',
      'sessions.last_seen_at',
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'users.image',
      'users.trello_id',
      'users.totp_enabled_at',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', deps.now())
    .where('users.active', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sign_in_method, totp_enabled_at, last_seen_at: lastSeenAt, ...user } = row;
  await touchSession(deps, user.sessionId, lastSeenAt);
  const mustEnrolSecondFactor = deps.config.REQUIRE_2FA.includes(row.role) && totp_enabled_at === null && sign_in_method !== 'oidc';
  return { ...user, mustEnrolSecondFactor };
};

/** Every /api route but the public ones needs a live session: 401 JSON otherwise. */
export const requireSession = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readToken(getCookie(c, sessionCookieName), c.req.header('authorization'));
    const user = token ? await findSessionUser(deps, token) : undefined;
    if (!user) throw new HttpError(401, 'Not signed in');
    c.set('user', user);
    await next();
  });
