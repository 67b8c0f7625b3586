import { type Kysely, sql } from 'kysely';

/**
 * The workload chart for one provider or one AE still counted the sites table for 'open now' (the
 * 27,607 sites of the largest provider at 200,000 sites, about 40 ms) and every stay of theirs
 * open at its 12 points for the trend (about 75 ms): p95 132 ms for a provider and 102 ms for an
 * AE, against 100 ms (issue 35, decision 0643). Both get the counts the other scopes have:
 *
 * - insights_open_counts (migration 0063) gains `provider_id` and `ae_id`, 0 for any, as
 *   corporation_id and holder are. Its trigger adds two scopes to the four it keeps: the site's
 *   provider and the site's AE, each over every corporation and every holder. A site's provider
 *   now counts among the columns whose change moves its keys (its AE already did).
 * - insights_workload_facet_days is insights_workload_days (migration 0051) per provider
 *   (ae_id 0) and per AE (provider_id 0): how many sites before go-live each person of each role
 *   held among those sites at each UTC midnight on which that changed.
 *
 * A provider or AE with another filter (a corporation, the other one, a viewer's slice) still
 * counts: those are narrower, and keeping every combination would multiply the keys a write adds.
 *
 * The flow and the stage times for a provider or an AE read every row of the range and kept theirs:
 * 400,000 flow moves of a year for 44,000 (62 ms), 217,000 stays that ended in a year for 31,000
 * (127 ms, most of the cycle time's 100 ms p95). An index per provider and per AE, by day or by
 * end, reads only theirs: 13 ms and 24 ms. The stays' index holds what the stage times read
 * (status and start), so the table is not visited once the view has been vacuumed.
 */
const open = `('Ready for Design', 'In Design', 'In Review', 'Revisions Needed', 'Waiting for Content', 'Pre-Staging QA',
  'Staged', 'Final QA', 'Approved', '100% Ready', 'Missed Launch')`;

/** The columns whose change moves a site's keys: its corporation and people, and from here on its provider. */
const keyColumns = (withFacets: boolean) => [
  'corporation_id',
  ...(withFacets ? ['provider_id'] : []),
  'designer_id',
  'florist_id',
  'am_id',
  'ae_id',
  'sdr_id',
  'care_id',
];

/** The open rows of `table` with `sign`, less those the `other` transition table holds unchanged (same id and key columns). */
const changedOpen = (withFacets: boolean) => (table: string, sign: 1 | -1, other: string | null) => {
  const columns = keyColumns(withFacets);
  return `SELECT t.*, ${sign} AS n FROM ${table} t WHERE t.launcher_label IN ${open}${
    other === null
      ? ''
      : ` AND NOT EXISTS (SELECT FROM ${other} o WHERE o.id = t.id AND o.launcher_label IN ${open}
            AND (${columns.map((column) => `o.${column}`).join(', ')}) IS NOT DISTINCT FROM (${columns.map((column) => `t.${column}`).join(', ')}))`
  }`;
};

/**
 * Adds the keys of the given signed rows, summed, leaving out keys that net to zero. The scopes of
 * a site: every site, its corporation, each of its holders over every site and within its
 * corporation (once per person, as the holder views count), and from here on its provider and its AE.
 */
const addKeys = (withFacets: boolean, parts: string[]) => `
  INSERT INTO insights_open_counts (corporation_id, ${withFacets ? 'provider_id, ae_id, ' : ''}holder, role, person, n)
    SELECT sc.corporation_id, ${withFacets ? 'sc.provider_id, sc.ae_id, ' : ''}sc.holder, r.role, r.person, sum(d.n)
    FROM (${parts.join(' UNION ALL ')}) d
    CROSS JOIN LATERAL (VALUES ('designer', d.designer_id), ('care', d.care_id), ('florist', d.florist_id), ('am', d.am_id)) r(role, person)
    CROSS JOIN LATERAL (
      SELECT c.corporation_id, 0 AS provider_id, 0 AS ae_id, h.holder
      FROM (VALUES (0), (d.corporation_id)) c(corporation_id)
      CROSS JOIN (
        SELECT 0 AS holder
        UNION
        SELECT holder FROM unnest(ARRAY[d.designer_id, d.florist_id, d.am_id, d.ae_id, d.sdr_id, d.care_id]) holder WHERE holder IS NOT NULL
      ) h
      ${withFacets ? 'UNION ALL SELECT 0, d.provider_id, 0, 0 WHERE d.provider_id IS NOT NULL UNION ALL SELECT 0, 0, d.ae_id, 0 WHERE d.ae_id IS NOT NULL' : ''}
    ) sc
    WHERE r.person IS NOT NULL
    GROUP BY 1, 2, 3, 4${withFacets ? ', 5, 6' : ''}
    HAVING sum(d.n) <> 0;`;

/** The trigger function of migration 0063, with or without the provider and AE scopes. */
const countOpenFunction = (withFacets: boolean) => {
  const changed = changedOpen(withFacets);
  return sql.raw(`
    CREATE OR REPLACE FUNCTION sites_count_open() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${addKeys(withFacets, [changed('new_sites', 1, null)])}
      ELSIF TG_OP = 'DELETE' THEN
        ${addKeys(withFacets, [changed('old_sites', -1, null)])}
      ELSIF TG_OP = 'UPDATE' THEN
        ${addKeys(withFacets, [changed('new_sites', 1, 'old_sites'), changed('old_sites', -1, 'new_sites')])}
      ELSE
        -- TRUNCATE: no site is left to count.
        DELETE FROM insights_open_counts;
      END IF;
      RETURN NULL;
    END;
    $$;`);
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE insights_open_counts ADD COLUMN provider_id integer NOT NULL DEFAULT 0, ADD COLUMN ae_id integer NOT NULL DEFAULT 0;
    DROP INDEX insights_open_counts_key;
    CREATE INDEX insights_open_counts_key ON insights_open_counts (corporation_id, provider_id, ae_id, holder, role, person) INCLUDE (n);
    ${countOpenFunction(true)}

    -- Counted again from the sites, in this transaction: the trigger above keeps them from here on.
    DELETE FROM insights_open_counts;
    ${sql.raw(addKeys(true, [changedOpen(true)('sites', 1, null)]))}

    CREATE MATERIALIZED VIEW insights_workload_facet_days AS
      WITH moves AS (
        SELECT (date_trunc('day', m.at AT TIME ZONE 'UTC' - interval '1 microsecond') + interval '1 day')::date AS day,
               f.provider_id, f.ae_id, r.role, r.person, m.delta
        FROM insights_spells sp
        CROSS JOIN LATERAL (VALUES (sp.provider_id, 0), (0, sp.ae_id)) f(provider_id, ae_id)
        CROSS JOIN LATERAL (VALUES (sp.started_at, 1), (sp.ended_at, -1)) m(at, delta)
        CROSS JOIN LATERAL (VALUES ('designer', sp.designer_id), ('care', sp.care_id), ('florist', sp.florist_id), ('am', sp.am_id)) r(role, person)
        WHERE sp.status IN ${sql.raw(open)}
          AND f.provider_id IS NOT NULL AND f.ae_id IS NOT NULL AND m.at IS NOT NULL AND r.person IS NOT NULL
      ),
      daily AS (SELECT day, provider_id, ae_id, role, person, sum(delta) AS delta FROM moves GROUP BY day, provider_id, ae_id, role, person)
      SELECT provider_id, ae_id, role, person, day,
             (sum(delta) OVER (PARTITION BY provider_id, ae_id, role, person ORDER BY day))::integer AS open
      FROM daily;
    CREATE UNIQUE INDEX insights_workload_facet_days_key ON insights_workload_facet_days (provider_id, ae_id, role, person, day) INCLUDE (open);

    CREATE INDEX insights_spells_provider_ended ON insights_spells (provider_id, ended_at) INCLUDE (status, started_at) WHERE ended_at IS NOT NULL;
    CREATE INDEX insights_spells_ae_ended ON insights_spells (ae_id, ended_at) INCLUDE (status, started_at) WHERE ended_at IS NOT NULL;
    CREATE INDEX insights_flow_moves_provider ON insights_flow_moves (provider_id, day) INCLUDE (status, delta);
    CREATE INDEX insights_flow_moves_ae ON insights_flow_moves (ae_id, day) INCLUDE (status, delta);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX insights_spells_provider_ended, insights_spells_ae_ended, insights_flow_moves_provider, insights_flow_moves_ae;
    DROP MATERIALIZED VIEW insights_workload_facet_days;
    ${countOpenFunction(false)}
    DELETE FROM insights_open_counts WHERE provider_id <> 0 OR ae_id <> 0;
    DROP INDEX insights_open_counts_key;
    ALTER TABLE insights_open_counts DROP COLUMN provider_id, DROP COLUMN ae_id;
    CREATE INDEX insights_open_counts_key ON insights_open_counts (corporation_id, holder, role, person) INCLUDE (n);
  `.execute(db);
};
