import { invalidResetLinkMessage } from '../../domain/api/passwordReset.schema';
import { passwordProblem } from '../../domain/people/passwordPolicy';
import { consumeAccountToken, peekAccountToken } from '../accountTokens/accountTokens';
import type { AppDeps } from '../appDeps';
import { endSessions } from '../auth/endSessions';
import { HttpError } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { hashPassword } from '../signIn/password';

/**
 * POST /api/password/reset: a password that fails the policy is refused before the link is used,
 * so the person can try another with the same link. The link is used, the password set and the log
 * written in one transaction (a link raced by two requests sets one password); then every session
 * of the person ends, whoever held them.
 */
export const resetPassword = async (deps: AppDeps, body: { token: string; password: string }): Promise<{ email: string }> => {
  const now = deps.now();
  const problem = passwordProblem(body.password);
  if (problem) {
    // A dead link says so first: no point choosing a password it cannot set.
    if (!(await peekAccountToken(deps.db, body.token, 'password_reset', now))) throw new HttpError(410, invalidResetLinkMessage);
    throw new HttpError(400, `Invalid password: ${problem}`, { field: 'password', reason: problem, fields: ['password'] });
  }
  const hash = await hashPassword(body.password);
  const person = await deps.db.transaction().execute(async (trx) => {
    const userId = await consumeAccountToken(trx, body.token, 'password_reset', now);
    if (userId === null) return null;
    const user = await trx
      .updateTable('users')
      .set({ password_hash: hash })
      .where('id', '=', userId)
      .where('active', '=', true)
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!user) return null;
    await writeLog(trx, { siteId: null, userId: user.id, message: 'Password reset with an e-mailed link', at: now });
    return user;
  });
  if (!person) throw new HttpError(410, invalidResetLinkMessage);
  await endSessions(deps, { userId: person.id }, now);
  return { email: person.email };
};
