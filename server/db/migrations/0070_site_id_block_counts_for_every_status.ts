import { type Kysely, sql } from 'kysely';

/**
 * A deep page of a list ordered by id finds its block of 1,024 ids by summing the blocks' counts of
 * the list's statuses (migration 0055, server/siteList/idBlocks.ts). Every block's rows of every
 * status were read whatever the statuses: the key index starts (facet, value), so the statuses were
 * a filter, 14,731 rows and 6.6 ms at 1,000,000 sites, which made All Sites' page 2000 and last page
 * 2.1-2.2x its first page after a site left or joined it (issue 31).
 *
 * - site_facet_counts_status_key orders the same rows by (facet, launcher_label, value), so a list
 *   reads only its own statuses' blocks: about 980 rows per status.
 * - Each block also gets one count for every status together (`facet` 'id_block_all',
 *   `launcher_label` ''). A list with most statuses (All Sites leaves out only Test) sums every
 *   status' count less the statuses it leaves out: two rows per block instead of fifteen. A status
 *   change nets to zero in it (an id never changes), so only inserts and deletes add to it.
 *
 * The function is 0055's with the one key added.
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

const block = (alias: string) => `lpad((${alias}.id / 1024)::text, 8, '0')`;

const keysOf = (alias: string, withEveryStatus: boolean) =>
  `(VALUES ('', '')${facetColumns.map((column) => `, ('${column}', coalesce(${alias}.${column}::text, 'none'))`).join('')}, ('id_block', ${block(alias)})${
    withEveryStatus ? `, ('id_block_all', ${block(alias)})` : ''
  }) AS f (facet, value)`;

const deltas = (table: string, sign: 1 | -1, withEveryStatus: boolean) =>
  `SELECT CASE WHEN f.facet = 'id_block_all' THEN '' ELSE s.launcher_label END AS launcher_label, f.facet, f.value, ${sign} AS n
   FROM ${table} s CROSS JOIN LATERAL ${keysOf('s', withEveryStatus)}`;

const addDeltas = (parts: string[]) =>
  `INSERT INTO site_facet_counts (launcher_label, facet, value, n)
     SELECT launcher_label, facet, value, sum(n) FROM (${parts.join(' UNION ALL ')}) d
     GROUP BY launcher_label, facet, value HAVING sum(n) <> 0;`;

const countFunction = (withEveryStatus: boolean) => sql`
  CREATE OR REPLACE FUNCTION sites_count_facets() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${sql.raw(addDeltas([deltas('new_sites', 1, withEveryStatus)]))}
    ELSIF TG_OP = 'DELETE' THEN
      ${sql.raw(addDeltas([deltas('old_sites', -1, withEveryStatus)]))}
    ELSIF TG_OP = 'UPDATE' THEN
      ${sql.raw(addDeltas([deltas('new_sites', 1, withEveryStatus), deltas('old_sites', -1, withEveryStatus)]))}
    ELSE
      -- TRUNCATE: no site is left to count.
      DELETE FROM site_facet_counts;
    END IF;
    RETURN NULL;
  END;
  $$;
`;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await countFunction(true).execute(db);
  await sql`
    INSERT INTO site_facet_counts (launcher_label, facet, value, n)
      SELECT '', 'id_block_all', lpad((id / 1024)::text, 8, '0'), count(*) FROM sites GROUP BY 3;
    CREATE INDEX site_facet_counts_status_key ON site_facet_counts (facet, launcher_label, value) INCLUDE (n);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await countFunction(false).execute(db);
  await sql`
    DROP INDEX site_facet_counts_status_key;
    DELETE FROM site_facet_counts WHERE facet = 'id_block_all';
  `.execute(db);
};
