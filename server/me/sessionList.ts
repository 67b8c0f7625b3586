import type { SessionEntry } from '../../domain/api/me.schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { endSessions } from '../auth/endSessions';
import { conflict, notFound } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { deviceOf } from './deviceOf';

/** GET /api/me/sessions: the person's live sessions, newest sign-in first. */
export const listSessions = async (deps: Pick<AppDeps, 'db' | 'now'>, user: SessionUser): Promise<SessionEntry[]> => {
  const rows = await deps.db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'address', 'created_at', 'last_seen_at'])
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', deps.now())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: deviceOf(row.user_agent),
    address: row.address,
    signedInAt: new Date(row.created_at).toISOString(),
    lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    current: row.id === user.sessionId,
  }));
};

/** DELETE /api/me/sessions/{id}: one of the person's other sessions; anyone else's is 404, as if it did not exist. */
export const endOwnSession = async (deps: AppDeps, user: SessionUser, sessionId: number): Promise<{ ended: number }> => {
  if (sessionId === user.sessionId) throw conflict('This is the session you are using; sign out instead');
  const now = deps.now();
  const session = await deps.db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!session) throw notFound('Session');
  const ended = await endSessions(deps, { sessionIds: [session.id] }, now);
  await writeLog(deps.db, { siteId: null, userId: user.id, message: 'Session signed out', at: now });
  return { ended };
};

/** DELETE /api/me/sessions: every session of the person but this one. */
export const endOtherSessions = async (deps: AppDeps, user: SessionUser): Promise<{ ended: number }> => {
  const now = deps.now();
  const ended = await endSessions(deps, { userId: user.id, exceptSessionId: user.sessionId }, now);
  if (ended > 0) await writeLog(deps.db, { siteId: null, userId: user.id, message: 'Signed out of every other session', at: now });
  return { ended };
};
