import { type Kysely, sql } from 'kysely';

/**
 * People and access (issue 29): what the People screen shows of each person, one-time links for
 * invitations, password resets and the step between a password and a second factor, the second
 * factor itself, and what a person sees of each of their sessions.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE users
      ADD COLUMN last_sign_in_at timestamptz,
      -- the TOTP secret, sealed with the secrets key like every other secret at rest
      ADD COLUMN totp_secret text,
      -- null until the first code confirms the enrolment; a secret without it is an enrolment in progress
      ADD COLUMN totp_enabled_at timestamptz;

    ALTER TABLE sessions
      ADD COLUMN user_agent text,
      ADD COLUMN address text,
      ADD COLUMN last_seen_at timestamptz,
      -- 'password', 'password+totp', 'oidc' or 'link': whether the session carries a second factor
      ADD COLUMN sign_in_method text NOT NULL DEFAULT 'password';

    CREATE TABLE account_tokens (
      id serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('invitation', 'password_reset', 'sign_in_ticket')),
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX account_tokens_user_kind_idx ON account_tokens (user_id, kind);

    CREATE TABLE totp_recovery_codes (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX totp_recovery_codes_user_idx ON totp_recovery_codes (user_id);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE totp_recovery_codes;
    DROP TABLE account_tokens;
    ALTER TABLE sessions DROP COLUMN user_agent, DROP COLUMN address, DROP COLUMN last_seen_at, DROP COLUMN sign_in_method;
    ALTER TABLE users DROP COLUMN last_sign_in_at, DROP COLUMN totp_secret, DROP COLUMN totp_enabled_at;
  `.execute(db);
};
