import type { User } from '../../domain/api/signIn.schema';
import { currentAuditContext, withAuditContext } from '../audit/auditContext';
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
  // A sign-in is a public request with nobody in its audit context; the person's own 'Last sign-in'
  // is their change, as the session's row is (the audit trigger takes that one from the row).
  await withAuditContext({ personId: user.id, address: currentAuditContext()?.address ?? context.address ?? '' }, () =>
    deps.db.updateTable('users').set({ last_sign_in_at: context.now }).where('id', '=', user.id).execute(),
  );
  return { ...session, user };
};
