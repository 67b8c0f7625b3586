import type { User } from '../../domain/api/signIn.schema';
import { requirePublicUser } from '../auth/publicUser';
import { createSession, type NewSession } from '../auth/sessions';
import type { AppDeps } from '../appDeps';
import type { SignInMethod } from '../db/schema';

/** Where a sign-in came from: what the person later sees of the session, and whether it carries a second factor. */
export interface SignInContext {
  now: Date;
  method: SignInMethod;
  userAgent: string | null;
  address: string | null;
}

/** A new session for the user (404 when there is no such user), with the user's public fields; the person's last sign-in moves to now. */
export const startSession = async (deps: AppDeps, userId: number, context: SignInContext): Promise<NewSession & { user: User }> => {
  const user = await requirePublicUser(deps.db, userId);
  const session = await createSession(deps.db, user.id, { ...context, ttlHours: deps.config.SESSION_TTL_HOURS });
  await deps.db.updateTable('users').set({ last_sign_in_at: context.now }).where('id', '=', user.id).execute();
  return { ...session, user };
};
