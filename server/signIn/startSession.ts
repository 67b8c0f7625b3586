import type { User } from '../../domain/api/signIn.schema';
import { requirePublicUser } from '../auth/publicUser';
import { createSession, type NewSession } from '../auth/sessions';
import type { AppDeps } from '../appDeps';

/** A new session for the user (404 when there is no such user), with the user's public fields. */
export const startSession = async (deps: AppDeps, userId: number, now: Date): Promise<NewSession & { user: User }> => {
  const user = await requirePublicUser(deps.db, userId);
  const session = await createSession(deps.db, user.id, { now, ttlHours: deps.config.SESSION_TTL_HOURS });
  return { ...session, user };
};
