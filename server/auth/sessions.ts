import type { Kysely } from 'kysely';
import type { Database, SignInMethod } from '../db/schema';
import { hashToken, newToken } from './tokens';

export interface NewSession {
  /** The bearer token; returned to the client once and never stored (only its hash is). */
  token: string;
  expiresAt: Date;
}

export const createSession = async (
  db: Kysely<Database>,
  userId: number,
  options: { now: Date; ttlHours: number; method: SignInMethod; userAgent: string | null; address: string | null },
): Promise<NewSession> => {
  const token = newToken();
  const expiresAt = new Date(options.now.getTime() + options.ttlHours * 3_600_000);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: options.now,
      expires_at: expiresAt,
      last_seen_at: options.now,
      sign_in_method: options.method,
      // a header is the client's to fill: keep what a sessions list needs, not whatever was sent
      user_agent: options.userAgent?.slice(0, 300) ?? null,
      address: options.address,
    })
    .execute();
  return { token, expiresAt };
};

/** The id of the session a token belongs to, ended or not; undefined for a token that matches none. */
export const sessionIdOfToken = async (db: Kysely<Database>, token: string): Promise<number | undefined> =>
  (await db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst())?.id;
