import { type Kysely, sql } from 'kysely';

/**
 * Failed sign-ins in the database (docs/decisions/0310), so every instance on one PostgreSQL counts
 * the same attempts and a restart forgets none. One row per failure: `address` is the client
 * address the attempt came from, `account` the lower-cased e-mail it tried. The limits count rows
 * per address and per account-and-address inside a sliding window; rows older than the longest
 * window are deleted as new failures come in.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE sign_in_failures (
      id bigserial PRIMARY KEY,
      address text NOT NULL,
      account text NOT NULL,
      failed_at timestamptz NOT NULL
    );
    CREATE INDEX sign_in_failures_address_idx ON sign_in_failures (address, failed_at);
    CREATE INDEX sign_in_failures_account_address_idx ON sign_in_failures (account, address, failed_at);
    CREATE INDEX sign_in_failures_failed_at_idx ON sign_in_failures (failed_at);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE sign_in_failures`.execute(db);
};
