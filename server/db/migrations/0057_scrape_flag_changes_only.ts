import { type Kysely, sql } from 'kysely';

/**
 * The scrape-request trigger of migration 0015 updates a site only when its `scrape_requested`
 * flag changes (issue 31), as the checklist trigger of 0008 already does for `seo_outstanding`.
 * Before, every request written updated its site again even when the flag stayed as it was. Each
 * such update fired the site's own triggers (the list counters, the maintained counts, the change
 * log) and left a dead row. The bulk seed writes its sites with the flag already set. The flag's
 * value, and the lock that orders it against other writers, are as before.
 */
const refreshFunction = (changesOnly: boolean) => sql`
  CREATE OR REPLACE FUNCTION sites_refresh_scrape_requested() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- Lock first, as the checklist trigger does: the UPDATE's snapshot then includes every
    -- request another transaction committed for these sites before us.
    PERFORM 1 FROM sites WHERE id IN (SELECT site_id FROM changed) ORDER BY id FOR UPDATE;
    UPDATE sites s
    SET scrape_requested = EXISTS (SELECT 1 FROM scrape_requests r WHERE r.site_id = s.id AND NOT r.completed)
    WHERE s.id IN (SELECT site_id FROM changed)${
      changesOnly
        ? sql.raw(`
      AND s.scrape_requested IS DISTINCT FROM EXISTS (SELECT 1 FROM scrape_requests r WHERE r.site_id = s.id AND NOT r.completed)`)
        : sql``
    };
    RETURN NULL;
  END
  $$;
`;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await refreshFunction(true).execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await refreshFunction(false).execute(db);
};
