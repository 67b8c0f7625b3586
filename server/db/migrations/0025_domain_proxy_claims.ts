import { type Kysely, sql } from 'kysely';

/**
 * A proxy request in flight claims its domain first (server/domainProxy/domainClaim.ts): two
 * requests for one domain that pass the 'already proxied' checks together would otherwise both
 * create zones and records outside, and the loser answered 500 instead of 'Domain Already
 * Proxied!' (issue 28). The primary key makes the claim atomic on every instance.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE domain_proxy_claims (
      domain text PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      claimed_at timestamptz NOT NULL
    )
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE domain_proxy_claims`.execute(db);
};
