import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Failed sign-ins, limited per account-and-address and per address (OWASP ASVS 6.1.1, 6.3.1;
 * docs/decisions/0310). There is deliberately no limit per account alone: wrong passwords sent
 * from elsewhere must never lock the account's owner out of their own address. The failures live
 * in the database (`sign_in_failures`), so every instance counts the same attempts and a restart
 * forgets none.
 */
interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface SignInLimits {
  perAccountAddress: WindowLimit;
  perAddress: WindowLimit;
  /** Only where an attempt costs the account's owner nothing (a reset e-mail, not a sign-in): a limit per account from anywhere. */
  perAccount?: WindowLimit;
}

const signInLimits: SignInLimits = {
  perAccountAddress: { max: 5, windowMs: 15 * 60_000 },
  perAddress: { max: 20, windowMs: 15 * 60_000 },
};

/** The first half of the two-part advisory lock key: 'SI', so no other lock in the app shares the space. */
const signInLockSpace = 0x5349;

/** An admitted attempt. It already counts as a failure; only a success has to be reported. */
export interface SignInAttempt {
  allowed: true;
  succeeded(): Promise<void>;
}

interface SignInRefusal {
  allowed: false;
  retryAfterMs: number;
}

export interface SignInRateLimiter {
  begin(account: string, address: string): Promise<SignInAttempt | SignInRefusal>;
}

type FailureFilter = { address?: string; account?: string };

/**
 * Milliseconds until the key may try again; 0 when it may try now. The window slides: a key at
 * its limit is free again when the oldest of its last `max` failures leaves the window.
 */
const retryAfterMs = async (db: Kysely<Database>, limit: WindowLimit, filter: FailureFilter, now: Date): Promise<number> => {
  const recent = await db
    .selectFrom('sign_in_failures')
    .select('failed_at')
    .$if(filter.address !== undefined, (query) => query.where('address', '=', filter.address ?? ''))
    .$if(filter.account !== undefined, (query) => query.where('account', '=', filter.account ?? ''))
    .where('failed_at', '>', new Date(now.getTime() - limit.windowMs))
    .orderBy('failed_at', 'desc')
    .limit(limit.max)
    .execute();
  const freeing = recent[limit.max - 1]?.failed_at;
  if (!freeing) return 0;
  return Math.max(1, new Date(freeing).getTime() + limit.windowMs - now.getTime());
};

/**
 * An attempt is counted as failed the moment it begins, before the slow password check: a burst
 * of concurrent guesses therefore meets the limit too, instead of all passing the check while
 * none has failed yet. The check and the count run under an advisory lock on the address, so
 * concurrent attempts from one address (on any instance) are counted one after another. A
 * success deletes the failures of that account from that address, which also takes them off the
 * address's count, so an office full of staff behind one address is not locked out by typos.
 */
export const createSignInRateLimiter = (
  db: Kysely<Database>,
  clock: () => Date,
  limits: SignInLimits = signInLimits,
): SignInRateLimiter => {
  const longestWindowMs = Math.max(limits.perAccountAddress.windowMs, limits.perAddress.windowMs, limits.perAccount?.windowMs ?? 0);
  return {
    begin: (account, address) =>
      db.transaction().execute(async (trx): Promise<SignInAttempt | SignInRefusal> => {
        const now = clock();
        await sql`SELECT pg_advisory_xact_lock(${signInLockSpace}::int4, hashtext(${address}))`.execute(trx);
        const wait = Math.max(
          await retryAfterMs(trx, limits.perAddress, { address }, now),
          await retryAfterMs(trx, limits.perAccountAddress, { address, account }, now),
          limits.perAccount ? await retryAfterMs(trx, limits.perAccount, { account }, now) : 0,
        );
        if (wait > 0) return { allowed: false, retryAfterMs: wait };
        // Failures that no window can see any more are pruned here, so the table stays as small as the windows.
        await trx
          .deleteFrom('sign_in_failures')
          .where('failed_at', '<=', new Date(now.getTime() - longestWindowMs))
          .execute();
        await trx.insertInto('sign_in_failures').values({ address, account, failed_at: now }).execute();
        return {
          allowed: true,
          succeeded: async () => {
            await db.deleteFrom('sign_in_failures').where('address', '=', address).where('account', '=', account).execute();
          },
        };
      }),
  };
};
