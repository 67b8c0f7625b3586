import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dummyPasswordHash, verifyPassword } from './password';
import type { SignInRateLimiter } from './rateLimit';

type PasswordSignIn =
  | { outcome: 'rateLimited'; retryAfterMs: number }
  | { outcome: 'invalid' }
  | { outcome: 'signedIn'; userId: number }
  | { outcome: 'secondFactor'; userId: number };

/**
 * POST /login's decision: refused by the rate limit, a wrong e-mail or password, the user it
 * signs in, or the user whose second factor must follow. The e-mail is matched case-insensitively among active users.
 */
export const passwordSignIn = async (
  db: Kysely<Database>,
  limiter: SignInRateLimiter,
  request: { username: string; password: string; address: string },
): Promise<PasswordSignIn> => {
  const account = request.username.toLowerCase();
  const attempt = await limiter.begin(account, request.address);
  if (!attempt.allowed) return { outcome: 'rateLimited', retryAfterMs: attempt.retryAfterMs };
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'totp_enabled_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', account))
    .where('active', '=', true)
    .executeTakeFirst();
  // Unknown e-mails (and users without a password) are checked against a dummy hash: same work, same answer.
  const matches = await verifyPassword(request.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user?.password_hash || !matches) return { outcome: 'invalid' };
  // The attempt stays counted until the code is right too: else a known password would reset the
  // count before every few guesses of the code (POST /login/totp reports the success).
  if (user.totp_enabled_at) return { outcome: 'secondFactor', userId: user.id };
  await attempt.succeeded();
  return { outcome: 'signedIn', userId: user.id };
};
