import { type Kysely, sql } from 'kysely';

/**
 * The scraper now reads a provider's parser family from `providers.scrape_family` (issue 30), and
 * the scrape form offers FrontRunner, which the providers table lacked, so an installation that
 * already has its providers gains FrontRunner with its family. A new installation's providers come
 * from the seed (server/db/seed/referenceData.ts), which lists it too.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    INSERT INTO providers (id, name, contact_email, position, scrape_family)
    SELECT max(id) + 1, 'FrontRunner', NULL, max(position) + 1, 'frontrunner' FROM providers
    HAVING count(*) > 0 AND NOT bool_or(lower(name) = 'frontrunner')
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DELETE FROM providers WHERE name = 'FrontRunner' AND NOT EXISTS (SELECT 1 FROM sites WHERE sites.provider_id = providers.id)`.execute(
    db,
  );
};
