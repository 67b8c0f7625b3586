import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken, newToken } from '../auth/tokens';

/** decisions.md §9: a sign-in code lives 10 minutes and works once. */
const signInCodeTtlMs = 10 * 60_000;

interface MintedSignInCode {
  code: string;
  expiresAt: Date;
}

export const mintSignInCode = async (
  db: Kysely<Database>,
  values: { userId: number; createdBy: number; redirect: string | null; now: Date },
): Promise<MintedSignInCode> => {
  const code = newToken();
  const expiresAt = new Date(values.now.getTime() + signInCodeTtlMs);
  await db
    .insertInto('sign_in_codes')
    .values({
      code_hash: hashToken(code),
      user_id: values.userId,
      created_by: values.createdBy,
      created_at: values.now,
      expires_at: expiresAt,
      redirect: values.redirect,
    })
    .execute();
  return { code, expiresAt };
};

/**
 * Marks the code used and returns whom it signs in, or undefined when it is unknown, expired,
 * already used or its user is inactive. One conditional UPDATE does the check and the marking,
 * so of two concurrent uses the database lets exactly one through.
 */
export const redeemSignInCode = async (
  db: Kysely<Database>,
  code: string,
  now: Date,
): Promise<{ userId: number; redirect: string | null } | undefined> => {
  const row = await db
    .updateTable('sign_in_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hashToken(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('users').select('users.id').whereRef('users.id', '=', 'sign_in_codes.user_id').where('users.active', '=', true),
      ),
    )
    .returning(['user_id', 'redirect'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, redirect: row.redirect } : undefined;
};
