import type { SecondFactorStatus, TotpEnrolment } from '../../domain/api/secondFactor.schema';
import { invalidCodeMessage, rateLimitedMessage } from '../../domain/api/signIn.schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { conflict, HttpError } from '../http/httpError';
import { verifyPassword } from '../signIn/password';
import type { SignInRateLimiter } from '../signIn/rateLimit';
import { acceptSecondFactor } from './acceptSecondFactor';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recoveryCodes';
import { newTotpSecret, totpStepOf, totpUrl } from './totp';

/** A person's own second factor in the profile (issue 29): its state, enrolling, confirming, turning it off. */

const logEntry = (userId: number, message: string, now: Date) => ({ site_id: null, user_id: userId, message, created_at: now });

export const secondFactorStatus = async (deps: AppDeps, user: SessionUser): Promise<SecondFactorStatus> => {
  const row = await deps.db.selectFrom('users').select('totp_enabled_at').where('id', '=', user.id).executeTakeFirstOrThrow();
  return {
    enabled: row.totp_enabled_at !== null,
    enabledAt: row.totp_enabled_at?.toISOString() ?? null,
    required: deps.config.REQUIRE_2FA.includes(user.role),
    recoveryCodesLeft: row.totp_enabled_at ? await recoveryCodesLeft(deps.db, user.id) : 0,
  };
};

/** A new secret, sealed, waiting for its first code; an unconfirmed one is replaced (a QR code scanned twice, a new phone). */
export const startEnrolment = async (deps: AppDeps, user: SessionUser): Promise<TotpEnrolment> => {
  const secret = newTotpSecret();
  const started = await deps.db
    .updateTable('users')
    .set({ totp_secret: deps.secrets.seal(secret), totp_last_step: null })
    .where('id', '=', user.id)
    .where('totp_enabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!started) throw conflict('The second factor is already on');
  return { secret, otpauthUrl: totpUrl(user.email, secret) };
};

/** The first right code turns the second factor on and gives the 10 recovery codes, in one transaction with its log entry. */
export const confirmEnrolment = async (deps: AppDeps, user: SessionUser, code: string): Promise<string[]> => {
  const now = deps.now();
  const row = await deps.db
    .selectFrom('users')
    .select(['totp_secret', 'totp_enabled_at'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (row.totp_enabled_at) throw conflict('The second factor is already on');
  if (!row.totp_secret) throw conflict('Start the enrolment first');
  const step = await totpStepOf(deps.secrets.open(row.totp_secret), code, now, null);
  if (step === null) throw new HttpError(400, invalidCodeMessage, { field: 'code', reason: 'is not the code the app shows' });
  return deps.db.transaction().execute(async (trx) => {
    const enabled = await trx
      .updateTable('users')
      .set({ totp_enabled_at: now, totp_last_step: step })
      .where('id', '=', user.id)
      .where('totp_secret', '=', row.totp_secret)
      .where('totp_enabled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!enabled) throw conflict('The second factor is already on');
    const codes = await replaceRecoveryCodes(trx, user.id);
    await trx
      .insertInto('log_entries')
      .values(logEntry(user.id, 'Second factor turned on', now))
      .execute();
    return codes;
  });
};

/**
 * Turns it off with the current password and a code. Wrong passwords and codes count towards the
 * sign-in limit (a stolen session must not become a way to guess the password). A role in
 * REQUIRE_2FA keeps its second factor.
 */
export const turnOffSecondFactor = async (
  deps: AppDeps,
  limiter: SignInRateLimiter,
  request: { user: SessionUser; password: string; code: string; address: string },
): Promise<void> => {
  const { user } = request;
  if (deps.config.REQUIRE_2FA.includes(user.role)) throw new HttpError(403, 'Your role must keep a second factor');
  const row = await deps.db
    .selectFrom('users')
    .select(['password_hash', 'totp_enabled_at'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (!row.totp_enabled_at) throw conflict('The second factor is not on');
  const attempt = await limiter.begin(user.email.toLowerCase(), request.address);
  if (!attempt.allowed) throw new HttpError(429, rateLimitedMessage(Math.ceil(attempt.retryAfterMs / 60_000)));
  if (!row.password_hash || !(await verifyPassword(request.password, row.password_hash)))
    throw new HttpError(400, 'Wrong password', { field: 'password', reason: 'is not your current password' });
  const now = deps.now();
  if (!(await acceptSecondFactor(deps.db, deps.secrets, { userId: user.id, code: request.code, now })))
    throw new HttpError(400, invalidCodeMessage, { field: 'code', reason: 'is not a code of the app or an unused recovery code' });
  await attempt.succeeded();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('totp_recovery_codes').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('log_entries')
      .values(logEntry(user.id, 'Second factor turned off', now))
      .execute();
  });
};
