import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SecretBox } from '../secrets/secretBox';
import { useRecoveryCode } from './recoveryCodes';
import { looksLikeTotpCode, totpStepOf } from './totp';

/**
 * Checks a second-factor code of a person whose second factor is on: a code of the app, accepted
 * once (its time step must be later than the last accepted one, moved in one conditional UPDATE so
 * two requests racing with one code cannot both pass), or else one of their unused recovery codes.
 * Returns which it was, or null for a wrong, used or replayed code.
 */
export const acceptSecondFactor = async (
  db: Kysely<Database>,
  secrets: SecretBox,
  request: { userId: number; code: string; now: Date },
): Promise<'totp' | 'recoveryCode' | null> => {
  const user = await db
    .selectFrom('users')
    .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', request.userId)
    .executeTakeFirst();
  if (!user?.totp_secret || !user.totp_enabled_at) return null;
  if (looksLikeTotpCode(request.code)) {
    const step = await totpStepOf(secrets.open(user.totp_secret), request.code, request.now, user.totp_last_step);
    if (step === null) return null;
    const moved = await db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', request.userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .returning('id')
      .executeTakeFirst();
    return moved ? 'totp' : null;
  }
  return (await useRecoveryCode(db, request.userId, request.code, request.now)) ? 'recoveryCode' : null;
};
