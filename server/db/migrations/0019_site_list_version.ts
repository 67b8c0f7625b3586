import { type Kysely, sql } from 'kysely';

/**
 * The site list's total (and its deep-page anchors) is remembered per filter between requests
 * (server/siteList/siteListCounts.ts); this change counter says when it may no longer be true.
 * Every transaction that inserts, updates or deletes sites adds one to `version`, at its commit
 * (a deferred constraint trigger): the counter row is locked only for the last moment of the
 * transaction, so two writers never wait on it while holding site rows (no deadlock), and a
 * statement that reads the counter and counts in one snapshot gets a version that stands for
 * exactly the sites it counted. The trigger fires per row but adds one per transaction: the first
 * call notes the transaction id in a transaction-local setting and the others return at once.
 * The counter is in the database, so several server instances on one database agree on it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE site_list_version (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      version bigint NOT NULL DEFAULT 0
    );
    INSERT INTO site_list_version DEFAULT VALUES;
    CREATE FUNCTION sites_bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('website_admin.site_list_bumped', true) = pg_current_xact_id()::text THEN
        RETURN NULL;
      END IF;
      PERFORM set_config('website_admin.site_list_bumped', pg_current_xact_id()::text, true);
      UPDATE site_list_version SET version = version + 1;
      RETURN NULL;
    END;
    $$;
    CREATE CONSTRAINT TRIGGER sites_list_version AFTER INSERT OR UPDATE OR DELETE ON sites
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sites_bump_list_version();
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TRIGGER sites_list_version ON sites;
    DROP FUNCTION sites_bump_list_version();
    DROP TABLE site_list_version;
  `.execute(db);
};
