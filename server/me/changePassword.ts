import { passwordProblem } from '../../domain/people/passwordPolicy';
import type { AppDeps, SessionUser } from '../appDeps';
import { endSessions } from '../auth/endSessions';
import { HttpError } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { hashPassword, verifyPassword } from '../signIn/password';

const badField = (field: string, reason: string) => new HttpError(400, `Invalid ${field}: ${reason}`, { field, reason, fields: [field] });

/**
 * POST /api/me/password: the current password proves it is the person at the keyboard, not someone
 * at a browser left open; the new one meets the policy. Every other session of the person ends, so a
 * password changed because it leaked also throws out whoever used it.
 */
export const changePassword = async (
  deps: AppDeps,
  user: SessionUser,
  body: { currentPassword: string; newPassword: string },
): Promise<{ ended: number }> => {
  const problem = passwordProblem(body.newPassword);
  if (problem) throw badField('newPassword', problem);
  const row = await deps.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (!row.password_hash || !(await verifyPassword(body.currentPassword, row.password_hash)))
    throw badField('currentPassword', 'is not your current password');
  const hash = await hashPassword(body.newPassword);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
    await writeLog(trx, { siteId: null, userId: user.id, message: 'Password changed', at: now });
  });
  return { ended: await endSessions(deps, { userId: user.id, exceptSessionId: user.sessionId }, now) };
};
