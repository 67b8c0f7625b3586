import type { Kysely } from 'kysely';
import type { AccountTokenKind, Database } from '../db/schema';
import { hashToken, newToken } from '../auth/tokens';

/** How long each kind of one-time token lives (issue 29). */
const accountTokenLifetimeMs: Record<AccountTokenKind, number> = {
  invitation: 7 * 24 * 3_600_000,
  password_reset: 30 * 60_000,
  // the step between a right password and the second factor
  sign_in_ticket: 5 * 60_000,
};

/**
 * A new one-time token of this kind for the person. Their earlier unused tokens of the same kind
 * are revoked in the same statement sequence, so only the newest link sent works (a resent
 * invitation replaces the first). Returns the token itself, which is never stored.
 */
export const issueAccountToken = async (
  db: Kysely<Database>,
  options: { userId: number; kind: AccountTokenKind; createdBy: number | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> => {
  const token = newToken();
  const expiresAt = new Date(options.now.getTime() + accountTokenLifetimeMs[options.kind]);
  await revokeAccountTokens(db, options.userId, options.kind, options.now);
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: options.userId,
      kind: options.kind,
      created_by: options.createdBy,
      created_at: options.now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
};

/** Revokes the person's unused tokens of this kind (a revoked invitation, a reset link made stale). */
export const revokeAccountTokens = async (db: Kysely<Database>, userId: number, kind: AccountTokenKind, now: Date): Promise<number> => {
  const result = await db
    .updateTable('account_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** The person a usable token belongs to, without using it (to show the page it opens); null when it cannot be used. */
export const peekAccountToken = async (
  db: Kysely<Database>,
  token: string,
  kind: AccountTokenKind,
  now: Date,
): Promise<{ userId: number; expiresAt: Date } | null> => {
  const row = await db
    .selectFrom('account_tokens')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { userId: row.user_id, expiresAt: row.expires_at } : null;
};

/**
 * Uses the token once: one conditional UPDATE, so of two requests racing with one link exactly one
 * gets the person and the other gets null, as a used link would answer.
 */
export const consumeAccountToken = async (
  db: Kysely<Database>,
  token: string,
  kind: AccountTokenKind,
  now: Date,
): Promise<number | null> => {
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
};
