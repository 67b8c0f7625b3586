import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { consumeAccountToken, peekAccountToken } from '../accountTokens/accountTokens';
import { acceptSecondFactor } from '../secondFactor/acceptSecondFactor';
import type { SecretBox } from '../secrets/secretBox';
import type { SignInRateLimiter } from './rateLimit';

type TotpSignIn =
  | { outcome: 'rateLimited'; retryAfterMs: number }
  | { outcome: 'expired' }
  | { outcome: 'invalid' }
  | { outcome: 'signedIn'; userId: number; usedRecoveryCode: boolean };

/**
 * POST /login/totp's decision. A wrong code leaves the ticket usable (a mistyped code is common)
 * but counts, per account and address, with the wrong passwords: the same limit guards both steps.
 * The ticket is used only when the code is right, so one ticket signs in at most once.
 */
export const totpSignIn = async (
  db: Kysely<Database>,
  secrets: SecretBox,
  limiter: SignInRateLimiter,
  request: { ticket: string; code: string; address: string; now: Date },
): Promise<TotpSignIn> => {
  const ticket = await peekAccountToken(db, request.ticket, 'sign_in_ticket', request.now);
  if (!ticket) return { outcome: 'expired' };
  const user = await db.selectFrom('users').select('email').where('id', '=', ticket.userId).where('active', '=', true).executeTakeFirst();
  if (!user) return { outcome: 'expired' };
  const attempt = await limiter.begin(user.email.toLowerCase(), request.address);
  if (!attempt.allowed) return { outcome: 'rateLimited', retryAfterMs: attempt.retryAfterMs };
  const accepted = await acceptSecondFactor(db, secrets, { userId: ticket.userId, code: request.code, now: request.now });
  if (!accepted) return { outcome: 'invalid' };
  if ((await consumeAccountToken(db, request.ticket, 'sign_in_ticket', request.now)) === null) return { outcome: 'expired' };
  await attempt.succeeded();
  return { outcome: 'signedIn', userId: ticket.userId, usedRecoveryCode: accepted === 'recoveryCode' };
};
