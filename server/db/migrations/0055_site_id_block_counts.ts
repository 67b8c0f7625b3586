import { type Kysely, sql } from 'kysely';

/**
 * Deep pages of the newest-first list without numbering every match (issue 31, decision 0575):
 * the maintained counts of migration 0048 gain one more key per site, its status with the block
 * of 1,024 ids it falls in (`facet` 'id_block', `value` the block number zero-padded to 8 digits,
 * so text order is number order). Summing the blocks above a block gives how many matching sites
 * come before it in id order, so a page at any depth starts inside one block and skips at most
 * 1,024 rows, in the page's own statement and snapshot: exact after any write.
 *
 * The function is 0048's with the one key added; the triggers stay as they are. An id never
 * changes, so an update that keeps the status nets to zero here and adds nothing.
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

const blockKey = (alias: string) => `('id_block', lpad((${alias}.id / 1024)::text, 8, '0'))`;

const keysOf = (alias: string, withBlocks: boolean) =>
  `(VALUES ('', '')${facetColumns.map((column) => `, ('${column}', coalesce(${alias}.${column}::text, 'none'))`).join('')}${withBlocks ? `, ${blockKey(alias)}` : ''}) AS f (facet, value)`;

const deltas = (table: string, sign: 1 | -1, withBlocks: boolean) =>
  `SELECT s.launcher_label, f.facet, f.value, ${sign} AS n FROM ${table} s CROSS JOIN LATERAL ${keysOf('s', withBlocks)}`;

const addDeltas = (parts: string[]) =>
  `INSERT INTO site_facet_counts (launcher_label, facet, value, n)
     SELECT launcher_label, facet, value, sum(n) FROM (${parts.join(' UNION ALL ')}) d
     GROUP BY launcher_label, facet, value HAVING sum(n) <> 0;`;

const countFunction = (withBlocks: boolean) => sql`
  CREATE OR REPLACE FUNCTION sites_count_facets() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${sql.raw(addDeltas([deltas('new_sites', 1, withBlocks)]))}
    ELSIF TG_OP = 'DELETE' THEN
      ${sql.raw(addDeltas([deltas('old_sites', -1, withBlocks)]))}
    ELSIF TG_OP = 'UPDATE' THEN
      ${sql.raw(addDeltas([deltas('new_sites', 1, withBlocks), deltas('old_sites', -1, withBlocks)]))}
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
      SELECT launcher_label, 'id_block', lpad((id / 1024)::text, 8, '0'), count(*) FROM sites GROUP BY 1, 3
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await countFunction(false).execute(db);
  await sql`DELETE FROM site_facet_counts WHERE facet = 'id_block'`.execute(db);
};
