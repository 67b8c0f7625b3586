import { type Kysely, sql } from 'kysely';

/**
 * Pre-need insurers get their own Settings list (issue 30) while staying what a site's funding
 * partner points at: a `kind` of funding partner (docs/decisions/0511-pre-need-insurers.md). Every
 * row so far is an insurer: the seed's seven are part 1 §3's 'seven insurers', and the Settings
 * screen added the others as 'Funding partners (pre-need insurers)'. The default keeps the seed
 * and the demo data as they were.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE funding_partners ADD COLUMN kind text NOT NULL DEFAULT 'insurer' CHECK (kind IN ('insurer', 'fundingPartner'));
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE funding_partners DROP COLUMN kind`.execute(db);
};
