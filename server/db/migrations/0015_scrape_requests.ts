import { type Kysely, sql } from 'kysely';
import { preLiveSeoItemIds, scrapeFinishedItemId, scrapeStartedItemId } from '../../../domain/siteChecklist/checklistItemIds';

/**
 * Scrape requests (part 1 §2, part 2 §2.10, decisions.md §7): staff ask for a scrape of a site's
 * old website; a launch specialist or admin marks it complete, with an additional note.
 *
 * `sites.scrape_requested` (migration 0008) answered the site list's scrapeRequest filter from the
 * checklist (195 ticked, 190 not). It now means what its name says: the site has an open scrape
 * request. A trigger on scrape_requests keeps it in the same transaction as the request, so the
 * list's count stays an index-only scan; the checklist trigger keeps only seo_outstanding.
 */
const ids = (values: readonly number[]) => sql.join(values.map((value) => sql.lit(value)));

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE scrape_requests (
      id serial PRIMARY KEY,
      site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('obituaries','testimonials','merchandise','blogs')),
      url text NOT NULL DEFAULT '',
      note text NOT NULL DEFAULT '',
      requested_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed boolean NOT NULL DEFAULT false,
      completed_at timestamptz,
      completed_by integer REFERENCES users(id) ON DELETE SET NULL,
      additional_note text NOT NULL DEFAULT '',
      CHECK (completed = (completed_at IS NOT NULL))
    );
    -- The Scrape Requests tab pages through open requests oldest first and complete ones newest
    -- first; the go-live panel and the site flag look for a site's open requests.
    CREATE INDEX scrape_requests_open_idx ON scrape_requests (created_at, id) WHERE NOT completed;
    CREATE INDEX scrape_requests_complete_idx ON scrape_requests (completed_at DESC, id DESC) WHERE completed;
    CREATE INDEX scrape_requests_site_open_idx ON scrape_requests (site_id) WHERE NOT completed;

    CREATE OR REPLACE FUNCTION sites_refresh_checklist_flags() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM sites WHERE id IN (SELECT site_id FROM changed) ORDER BY id FOR UPDATE;
      UPDATE sites s
      SET seo_outstanding = f.seo_outstanding
      FROM (
        SELECT c.site_id,
          (SELECT count(*) FROM site_checklist_ticks t
            WHERE t.site_id = c.site_id AND t.checked AND t.item_id IN (${ids(preLiveSeoItemIds)})) < ${sql.lit(preLiveSeoItemIds.length)} AS seo_outstanding
        FROM (SELECT DISTINCT site_id FROM changed) c
      ) f
      WHERE s.id = f.site_id AND s.seo_outstanding IS DISTINCT FROM f.seo_outstanding;
      RETURN NULL;
    END
    $$;

    CREATE FUNCTION sites_refresh_scrape_requested() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Lock first, as the checklist trigger does: the UPDATE's snapshot then includes every
      -- request another transaction committed for these sites before us.
      PERFORM 1 FROM sites WHERE id IN (SELECT site_id FROM changed) ORDER BY id FOR UPDATE;
      UPDATE sites s
      SET scrape_requested = EXISTS (SELECT 1 FROM scrape_requests r WHERE r.site_id = s.id AND NOT r.completed)
      WHERE s.id IN (SELECT site_id FROM changed);
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER scrape_requests_inserted AFTER INSERT ON scrape_requests
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sites_refresh_scrape_requested();
    CREATE TRIGGER scrape_requests_updated AFTER UPDATE ON scrape_requests
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sites_refresh_scrape_requested();
    CREATE TRIGGER scrape_requests_deleted AFTER DELETE ON scrape_requests
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sites_refresh_scrape_requested();
    -- ALWAYS, as the checklist triggers: a bulk load with foreign-key checks off still keeps the flag.
    ALTER TABLE scrape_requests ENABLE ALWAYS TRIGGER scrape_requests_inserted;
    ALTER TABLE scrape_requests ENABLE ALWAYS TRIGGER scrape_requests_updated;
    ALTER TABLE scrape_requests ENABLE ALWAYS TRIGGER scrape_requests_deleted;

    -- No request exists yet: no site has an open one.
    UPDATE sites SET scrape_requested = false WHERE scrape_requested;
  `.execute(db);
};

/** Back to 0008: the flag read from the checklist again. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE scrape_requests;
    DROP FUNCTION sites_refresh_scrape_requested();
    CREATE OR REPLACE FUNCTION sites_refresh_checklist_flags() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM sites WHERE id IN (SELECT site_id FROM changed) ORDER BY id FOR UPDATE;
      UPDATE sites s
      SET seo_outstanding = f.seo_outstanding, scrape_requested = f.scrape_requested
      FROM (
        SELECT c.site_id,
          (SELECT count(*) FROM site_checklist_ticks t
            WHERE t.site_id = c.site_id AND t.checked AND t.item_id IN (${ids(preLiveSeoItemIds)})) < ${sql.lit(preLiveSeoItemIds.length)} AS seo_outstanding,
          EXISTS (SELECT 1 FROM site_checklist_ticks t
            WHERE t.site_id = c.site_id AND t.checked AND t.item_id = ${sql.lit(scrapeStartedItemId)})
          AND NOT EXISTS (SELECT 1 FROM site_checklist_ticks t
            WHERE t.site_id = c.site_id AND t.checked AND t.item_id = ${sql.lit(scrapeFinishedItemId)}) AS scrape_requested
        FROM (SELECT DISTINCT site_id FROM changed) c
      ) f
      WHERE s.id = f.site_id
        AND (s.seo_outstanding, s.scrape_requested) IS DISTINCT FROM (f.seo_outstanding, f.scrape_requested);
      RETURN NULL;
    END
    $$;
    UPDATE site_checklist_ticks SET checked = checked WHERE item_id IN (${ids([scrapeStartedItemId, scrapeFinishedItemId])});
  `.execute(db);
};
