import type { AppDeps } from '../appDeps';
import { issueAccountToken } from '../accountTokens/accountTokens';
import { writeLog } from '../log/writeLog';
import type { SignInRateLimiter } from '../signIn/rateLimit';
import { resetLimitKeys } from './resetLimits';

type ResetRequest = { outcome: 'rateLimited'; retryAfterMs: number } | { outcome: 'accepted' };

/** The path the e-mail links to; the reset page reads the token from it. */
const resetPath = (token: string) => `/reset-password/${token}`;

/**
 * POST /api/password/forgot: counted before the address is looked up, so the limit and the answer
 * are the same for an address with no account. An active person gets a new link (which revokes
 * their earlier ones); nobody else gets anything. The link is absolute only with PUBLIC_ORIGIN:
 * the request's own Host header is the caller's to choose and must never decide where a reset link points.
 */
export const requestPasswordReset = async (
  deps: AppDeps,
  limiter: SignInRateLimiter,
  request: { email: string; address: string },
): Promise<ResetRequest> => {
  const keys = resetLimitKeys(request.email, request.address);
  const attempt = await limiter.begin(keys.account, keys.address);
  if (!attempt.allowed) return { outcome: 'rateLimited', retryAfterMs: attempt.retryAfterMs };
  const person = await deps.db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', request.email.toLowerCase()))
    .where('active', '=', true)
    .executeTakeFirst();
  if (!person) return { outcome: 'accepted' };
  const now = deps.now();
  const { token } = await deps.db.transaction().execute(async (trx) => {
    const issued = await issueAccountToken(trx, { userId: person.id, kind: 'password_reset', createdBy: null, now });
    await writeLog(trx, { siteId: null, userId: person.id, message: 'Password reset link requested', at: now });
    return issued;
  });
  const link = `${deps.config.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? ''}${resetPath(token)}`;
  await deps.integrations.mail.send({
    to: [person.email],
    subject: 'Set a new password for Website Admin',
    text: [
      `Hello ${person.name},`,
      '',
      'Someone (we hope you) asked to set a new password for your Website Admin account. Open this link within 30 minutes to choose one:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
  return { outcome: 'accepted' };
};
