import type { Invitation } from '../../domain/api/people.schema';
import { unusableInvitationMessage } from '../../domain/api/people.schema';
import { consumeAccountToken } from '../accountTokens/accountTokens';
import type { AppDeps } from '../appDeps';
import { hashToken } from '../auth/tokens';
import { HttpError, notFound } from '../http/httpError';
import { hashPassword } from '../signIn/password';
import { logPeopleChange } from './peopleLog';

const unusable = () => new HttpError(410, unusableInvitationMessage);

/**
 * Who an invitation link is for: 404 for a token never issued, 410 for one that was used,
 * revoked, has expired, or whose person was deactivated since (the page says which of the two).
 */
export const readInvitation = async (deps: AppDeps, token: string): Promise<Invitation & { userId: number }> => {
  const row = await deps.db
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.active',
      'account_tokens.used_at',
      'account_tokens.revoked_at',
      'account_tokens.expires_at',
    ])
    .where('account_tokens.token_hash', '=', hashToken(token))
    .where('account_tokens.kind', '=', 'invitation')
    .executeTakeFirst();
  if (!row) throw notFound('Invitation');
  if (!row.active || row.used_at !== null || row.revoked_at !== null || row.expires_at <= deps.now()) throw unusable();
  return { userId: row.id, name: row.name, email: row.email };
};

/**
 * Uses the invitation once and sets the person's first password (the body's schema has checked
 * it against the policy). Of two requests racing with one link, the second answers 410. Returns
 * the person, for the caller to sign them in.
 */
export const acceptInvitation = async (deps: AppDeps, token: string, password: string): Promise<number> => {
  const invitation = await readInvitation(deps, token);
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const userId = await consumeAccountToken(trx, token, 'invitation', now);
    if (userId === null) throw unusable();
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).where('active', '=', true).execute();
    await logPeopleChange(trx, { byUserId: userId, message: `${invitation.name} accepted the invitation`, at: now });
    return userId;
  });
};
