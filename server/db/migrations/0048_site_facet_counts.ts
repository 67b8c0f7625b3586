import { type Kysely, sql } from 'kysely';

/**
 * Maintained counts of sites for the list's totals (issue 31, decision 0561): how many sites have
 * each status, and each status together with one value of one filter column. A list whose filters
 * are a set of statuses and at most one of these columns reads its total from a few rows here
 * instead of counting every matching site.
 *
 * The table holds additive deltas, not one row per key: statement-level triggers with transition
 * tables add, in the writing transaction, one row per key the statement changed (`n` is the sum of
 * +1 per new row and -1 per old row, keys that net to zero left out), so a bulk update of 10,000
 * sites is one insert of a few rows. A key's count is the sum of its rows. Writers only insert, so
 * two writers never wait for each other here and cannot deadlock; the `site-facet-fold` job folds
 * each key's rows into one now and then (server/siteList/facetCounts.ts).
 *
 * `facet` is '' for the status's own count (with `value` ''), else a column of sites; `value` is
 * the column's value as PostgreSQL prints it ('true', '12'), 'none' for null.
 */
const facetColumns = [
  'designer_id',
  'florist_id',
  'ae_id',
  'am_id',
  'sdr_id',
  'care_id',
  'corporation_id',
  'urgent_build',
  'hosted_obit_site',
  'coaching_sessions',
  'seo_outstanding',
  'scrape_requested',
];

/** Each key a row of `alias` counts towards, as a lateral list of (facet, value). */
const keysOf = (alias: string) =>
  `(VALUES ('', '')${facetColumns.map((column) => `, ('${column}', coalesce(${alias}.${column}::text, 'none'))`).join('')}) AS f (facet, value)`;

/** The rows of a transition table as signed deltas per key. */
const deltas = (table: string, sign: 1 | -1) =>
  `SELECT s.launcher_label, f.facet, f.value, ${sign} AS n FROM ${table} s CROSS JOIN LATERAL ${keysOf('s')}`;

/** Adds the summed deltas of the given parts, leaving out keys that net to zero (an edit to a note adds nothing). */
const addDeltas = (parts: string[]) =>
  `INSERT INTO site_facet_counts (launcher_label, facet, value, n)
     SELECT launcher_label, facet, value, sum(n) FROM (${parts.join(' UNION ALL ')}) d
     GROUP BY launcher_label, facet, value HAVING sum(n) <> 0;`;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE site_facet_counts (
      launcher_label text NOT NULL,
      facet text NOT NULL,
      value text NOT NULL,
      n bigint NOT NULL
    );
    CREATE INDEX site_facet_counts_key ON site_facet_counts (facet, value, launcher_label) INCLUDE (n);

    CREATE FUNCTION sites_count_facets() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${sql.raw(addDeltas([deltas('new_sites', 1)]))}
      ELSIF TG_OP = 'DELETE' THEN
        ${sql.raw(addDeltas([deltas('old_sites', -1)]))}
      ELSIF TG_OP = 'UPDATE' THEN
        ${sql.raw(addDeltas([deltas('new_sites', 1), deltas('old_sites', -1)]))}
      ELSE
        -- TRUNCATE: no site is left to count.
        DELETE FROM site_facet_counts;
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER sites_facets_insert AFTER INSERT ON sites
      REFERENCING NEW TABLE AS new_sites FOR EACH STATEMENT EXECUTE FUNCTION sites_count_facets();
    CREATE TRIGGER sites_facets_update AFTER UPDATE ON sites
      REFERENCING OLD TABLE AS old_sites NEW TABLE AS new_sites FOR EACH STATEMENT EXECUTE FUNCTION sites_count_facets();
    CREATE TRIGGER sites_facets_delete AFTER DELETE ON sites
      REFERENCING OLD TABLE AS old_sites FOR EACH STATEMENT EXECUTE FUNCTION sites_count_facets();
    CREATE TRIGGER sites_facets_truncate AFTER TRUNCATE ON sites
      FOR EACH STATEMENT EXECUTE FUNCTION sites_count_facets();
    -- ALWAYS: the seed's bulk load skips foreign-key checks with session_replication_role = replica
    -- (server/db/seed/sites.ts), which would skip these triggers too and leave its sites uncounted.
    ALTER TABLE sites ENABLE ALWAYS TRIGGER sites_facets_insert;
    ALTER TABLE sites ENABLE ALWAYS TRIGGER sites_facets_update;
    ALTER TABLE sites ENABLE ALWAYS TRIGGER sites_facets_delete;
    ALTER TABLE sites ENABLE ALWAYS TRIGGER sites_facets_truncate;

    ${sql.raw(addDeltas([deltas('sites', 1)]))}
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TRIGGER sites_facets_insert ON sites;
    DROP TRIGGER sites_facets_update ON sites;
    DROP TRIGGER sites_facets_delete ON sites;
    DROP TRIGGER sites_facets_truncate ON sites;
    DROP FUNCTION sites_count_facets();
    DROP TABLE site_facet_counts;
  `.execute(db);
};
