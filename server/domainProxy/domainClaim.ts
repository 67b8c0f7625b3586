import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * How long a claim holds before another request may take it over: a process that died mid-proxy
 * leaves its claim behind, and the outside calls of one proxy are bounded well inside this.
 */
const claimHoldsMs = 10 * 60_000;

/**
 * Claims a domain for one proxy request: true when this request may proxy it, false when another
 * request holds it (a race the loser answers as 'Domain Already Proxied!'). Atomic on every
 * instance through the primary key; a stale claim is taken over.
 */
export const claimDomain = async (db: Kysely<Database>, domain: string, siteId: number, now: Date): Promise<boolean> => {
  const claimed = await db
    .insertInto('domain_proxy_claims')
    .values({ domain, site_id: siteId, claimed_at: now })
    .onConflict((conflict) =>
      conflict
        .column('domain')
        .doUpdateSet({ site_id: siteId, claimed_at: now })
        .where('domain_proxy_claims.claimed_at', '<', new Date(now.getTime() - claimHoldsMs)),
    )
    .returning('domain')
    .executeTakeFirst();
  return claimed !== undefined;
};

/** Ends this request's claim, however the proxy ended (its outcome is on the site itself). */
export const releaseDomain = async (db: Kysely<Database>, domain: string, siteId: number): Promise<void> => {
  await db.deleteFrom('domain_proxy_claims').where('domain', '=', domain).where('site_id', '=', siteId).execute();
};
