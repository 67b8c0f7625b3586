import type { AppDeps } from '../appDeps';
import { endedSessionsChannel } from '../live/liveMessage';

/** Whose sessions end: every one of a person (but the one they act from), or the ones named. */
export type SessionsToEnd = { userId: number; exceptSessionId?: number } | { sessionIds: number[] };

/** What `ended` on the ended-sessions channel carries. */
export interface EndedSessions {
  sessionIds: number[];
}

/**
 * Revokes the sessions and closes their websockets on every instance: the live events carry the
 * ids through PostgreSQL NOTIFY to each instance's socket server (server/live/liveSocketServer.ts),
 * which closes the sockets those sessions opened. Answers how many sessions ended; sessions that
 * had already ended are not counted again.
 */
export const endSessions = async (deps: AppDeps, which: SessionsToEnd, now: Date): Promise<number> => {
  if ('sessionIds' in which && which.sessionIds.length === 0) return 0;
  let query = deps.db.updateTable('sessions').set({ revoked_at: now }).where('revoked_at', 'is', null);
  if ('sessionIds' in which) query = query.where('id', 'in', which.sessionIds);
  else {
    query = query.where('user_id', '=', which.userId);
    if (which.exceptSessionId !== undefined) query = query.where('id', '!=', which.exceptSessionId);
  }
  const ended = await query.returning('id').execute();
  // Sockets of an already revoked session are closed again too: an earlier close may have been lost with its instance.
  const sessionIds = 'sessionIds' in which ? which.sessionIds : ended.map((row) => row.id);
  if (sessionIds.length > 0) deps.live.publish(endedSessionsChannel, 'ended', { sessionIds } satisfies EndedSessions);
  return ended.length;
};
