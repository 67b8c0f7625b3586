import { type Kysely, sql } from 'kysely';
import { preLiveSeoItemIds, scrapeFinishedItemId, scrapeStartedItemId } from '../../../domain/siteChecklist/checklistItemIds';

/**
 * The SEO queues and the scrape-request list filter on what a site's checklist says, and the list
 * answers with an exact total. Read from the ticks, each count joined tens of thousands of ticks
 * per request (SEO Pre-Live p95 48 ms, Scrape requests 38 ms over 50,000 sites in the benchmark).
 * Two flags on `sites` hold those answers instead, so the counts are index-only scans:
 *
 * - `seo_outstanding`: any of the pre-live SEO items unticked (true for a site with no ticks).
 * - `scrape_requested`: scrape started ticked and scrape finished not.
 *
 * Triggers on site_checklist_ticks keep them, so every writer (the tick route, the seed, a
 * hand-run SQL fix) leaves them right, in the same transaction as the tick. They fire once per
 * statement over the changed rows, so a bulk load of 300,000 ticks recomputes each site once per
 * batch instead of once per tick.
 * The item ids are the domain's, which are never renumbered (checklistItemIds.ts).
 */
const ids = (values: readonly number[]) => sql.join(values.map((value) => sql.lit(value)));

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE sites
      ADD COLUMN seo_outstanding boolean NOT NULL DEFAULT true,
      ADD COLUMN scrape_requested boolean NOT NULL DEFAULT false;

    CREATE FUNCTION sites_refresh_checklist_flags() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Lock the sites first: the UPDATE below then takes its snapshot after every transaction
      -- that ticked one of them before us has committed, so two writers ticking different items
      -- of one site at once cannot each miss the other's tick.
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

    CREATE TRIGGER site_checklist_ticks_inserted AFTER INSERT ON site_checklist_ticks
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sites_refresh_checklist_flags();
    CREATE TRIGGER site_checklist_ticks_updated AFTER UPDATE ON site_checklist_ticks
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sites_refresh_checklist_flags();
    CREATE TRIGGER site_checklist_ticks_deleted AFTER DELETE ON site_checklist_ticks
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sites_refresh_checklist_flags();
    -- ALWAYS: a bulk load that skips foreign-key checks (session_replication_role = replica, as
    -- the seed does) still keeps the flags.
    ALTER TABLE site_checklist_ticks ENABLE ALWAYS TRIGGER site_checklist_ticks_inserted;
    ALTER TABLE site_checklist_ticks ENABLE ALWAYS TRIGGER site_checklist_ticks_updated;
    ALTER TABLE site_checklist_ticks ENABLE ALWAYS TRIGGER site_checklist_ticks_deleted;

    UPDATE site_checklist_ticks SET checked = checked WHERE item_id IN (${ids([...preLiveSeoItemIds, scrapeStartedItemId, scrapeFinishedItemId])});

    -- The SEO flag joins the covering count index (the SEO queues also filter by status and care);
    -- open scrapes are few, so their own partial index counts them.
    DROP INDEX sites_list_count_idx;
    CREATE INDEX sites_list_count_idx ON sites (launcher_label)
      INCLUDE (designer_id, florist_id, ae_id, am_id, sdr_id, care_id, corporation_id, urgent_build, hosted_obit_site, coaching_sessions, seo_outstanding);
    CREATE INDEX sites_scrape_requested_idx ON sites (launcher_label) WHERE scrape_requested;
    -- Urgent builds are a few percent of sites: a search limited to them reads these rows only.
    CREATE INDEX sites_urgent_idx ON sites (id) WHERE urgent_build;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX sites_urgent_idx;
    DROP INDEX sites_scrape_requested_idx;
    DROP INDEX sites_list_count_idx;
    CREATE INDEX sites_list_count_idx ON sites (launcher_label)
      INCLUDE (designer_id, florist_id, ae_id, am_id, sdr_id, care_id, corporation_id, urgent_build, hosted_obit_site, coaching_sessions);
    DROP TRIGGER site_checklist_ticks_inserted ON site_checklist_ticks;
    DROP TRIGGER site_checklist_ticks_updated ON site_checklist_ticks;
    DROP TRIGGER site_checklist_ticks_deleted ON site_checklist_ticks;
    DROP FUNCTION sites_refresh_checklist_flags();
    ALTER TABLE sites DROP COLUMN seo_outstanding, DROP COLUMN scrape_requested;
  `.execute(db);
};
