import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from '../auth/tokens';

const recoveryCodeCount = 10;
/** Letters and digits no one misreads on paper (no 0/o, 1/l/i). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 'abcde-fghjk': 10 characters of a 31-letter alphabet (about 50 bits), in two groups to copy by hand. */
const newRecoveryCode = (): string => {
  const letters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
};

/** A code as typed: any case, with or without the dash or spaces. */
const recoveryCodeHash = (code: string): string => hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));

/**
 * The person's 10 new recovery codes: the earlier ones are deleted and only the hashes of the new
 * ones are kept, so the codes returned here are shown once and never again.
 */
export const replaceRecoveryCodes = async (db: Kysely<Database>, userId: number): Promise<string[]> => {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('totp_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(code), used_at: null })))
    .execute();
  return codes;
};

/** Uses one of the person's recovery codes: one conditional UPDATE, so two requests racing with one code cannot both get in. */
export const useRecoveryCode = async (db: Kysely<Database>, userId: number, code: string, now: Date): Promise<boolean> => {
  const used = await db
    .updateTable('totp_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
};

/** How many of the person's recovery codes are still unused. */
export const recoveryCodesLeft = async (db: Kysely<Database>, userId: number): Promise<number> => {
  const row = await db
    .selectFrom('totp_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
};
