import type { AppDeps } from '../appDeps';

/**
 * Ends sessions: every live one of a person (but `exceptSessionId`), or the given ones. Returns how
 * many ended. The shared function of issue 29 (the People workflow owns it and also closes the
 * sessions' websockets on every instance); this version only revokes.
 */
export const endSessions = async (
  deps: AppDeps,
  which: { userId: number; exceptSessionId?: number } | { sessionIds: number[] },
  now: Date,
): Promise<number> => {
  if ('sessionIds' in which && which.sessionIds.length === 0) return 0;
  const result = await deps.db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .$if('sessionIds' in which, (query) => query.where('id', 'in', 'sessionIds' in which ? which.sessionIds : []))
    .$if('userId' in which, (query) => query.where('user_id', '=', 'userId' in which ? which.userId : 0))
    .$if('exceptSessionId' in which && which.exceptSessionId !== undefined, (query) =>
      query.where('id', '!=', 'exceptSessionId' in which ? (which.exceptSessionId ?? 0) : 0),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
