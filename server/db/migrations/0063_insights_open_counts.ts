import { type Kysely, sql } from 'kysely';

/**
 * The workload chart's 'open now' per person (issue 35, decision 0631). For every site it summed
 * site_facet_counts, but for one corporation or a viewer's slice it counted the open sites in the
 * sites table: 74,158 of a corporation's, or a slice's among all 123,410 open ones (80-260 ms at
 * 200,000 sites). insights_open_counts keeps, for every open site (before go-live, domain/sitePhases.ts),
 * +1 per person of each workload role (designer, care, florist, am: workloadQuery's holderColumn)
 * under four scopes: every site (corporation_id 0, holder 0), its corporation (holder 0), each
 * person holding it in any role (corporation_id 0; once per person, as the holder views count) and
 * that person within its corporation.
 *
 * As site_facet_counts (decision 0561) it holds additive deltas: a statement-level trigger with
 * transition tables adds, in the writing transaction, one row per key the statement changed, and
 * the site-facet-fold job folds each key's rows into one. Only sites whose openness, corporation
 * or people changed add anything: an old row that was open and a new row that is open cancel when
 * they are the same site with the same corporation and people, so a note or a move between two
 * open statuses adds nothing, and the statement skips building their keys.
 */
const open = `('Ready for Design', 'In Design', 'In Review', 'Revisions Needed', 'Waiting for Content', 'Pre-Staging QA',
  'Staged', 'Final QA', 'Approved', '100% Ready', 'Missed Launch')`;

const peopleColumns = ['corporation_id', 'designer_id', 'florist_id', 'am_id', 'ae_id', 'sdr_id', 'care_id'];

/** The open rows of `table` with `sign`, less those the `other` transition table holds unchanged (same id, corporation and people). */
const changedOpen = (table: string, sign: 1 | -1, other: string | null) =>
  `SELECT t.*, ${sign} AS n FROM ${table} t WHERE t.launcher_label IN ${open}${
    other === null
      ? ''
      : ` AND NOT EXISTS (SELECT FROM ${other} o WHERE o.id = t.id AND o.launcher_label IN ${open}
            AND (${peopleColumns.map((column) => `o.${column}`).join(', ')}) IS NOT DISTINCT FROM (${peopleColumns.map((column) => `t.${column}`).join(', ')}))`
  }`;

/** Adds the keys of the given signed rows, summed, leaving out keys that net to zero. */
const addKeys = (parts: string[]) => `
  INSERT INTO insights_open_counts (corporation_id, holder, role, person, n)
    SELECT c.corporation_id, h.holder, r.role, r.person, sum(d.n)
    FROM (${parts.join(' UNION ALL ')}) d
    CROSS JOIN LATERAL (VALUES ('designer', d.designer_id), ('care', d.care_id), ('florist', d.florist_id), ('am', d.am_id)) r(role, person)
    CROSS JOIN LATERAL (VALUES (0), (d.corporation_id)) c(corporation_id)
    CROSS JOIN LATERAL (
      SELECT 0 AS holder
      UNION
      SELECT holder FROM unnest(ARRAY[d.designer_id, d.florist_id, d.am_id, d.ae_id, d.sdr_id, d.care_id]) holder WHERE holder IS NOT NULL
    ) h
    WHERE r.person IS NOT NULL
    GROUP BY c.corporation_id, h.holder, r.role, r.person
    HAVING sum(d.n) <> 0;`;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE insights_open_counts (
      corporation_id integer NOT NULL,
      holder integer NOT NULL,
      role text NOT NULL,
      person integer NOT NULL,
      n integer NOT NULL
    );
    CREATE INDEX insights_open_counts_key ON insights_open_counts (corporation_id, holder, role, person) INCLUDE (n);

    CREATE FUNCTION sites_count_open() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${sql.raw(addKeys([changedOpen('new_sites', 1, null)]))}
      ELSIF TG_OP = 'DELETE' THEN
        ${sql.raw(addKeys([changedOpen('old_sites', -1, null)]))}
      ELSIF TG_OP = 'UPDATE' THEN
        ${sql.raw(addKeys([changedOpen('new_sites', 1, 'old_sites'), changedOpen('old_sites', -1, 'new_sites')]))}
      ELSE
        -- TRUNCATE: no site is left to count.
        DELETE FROM insights_open_counts;
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER sites_open_insert AFTER INSERT ON sites
      REFERENCING NEW TABLE AS new_sites FOR EACH STATEMENT EXECUTE FUNCTION sites_count_open();
    CREATE TRIGGER sites_open_update AFTER UPDATE ON sites
      REFERENCING OLD TABLE AS old_sites NEW TABLE AS new_sites FOR EACH STATEMENT EXECUTE FUNCTION sites_count_open();
    CREATE TRIGGER sites_open_delete AFTER DELETE ON sites
      REFERENCING OLD TABLE AS old_sites FOR EACH STATEMENT EXECUTE FUNCTION sites_count_open();
    CREATE TRIGGER sites_open_truncate AFTER TRUNCATE ON sites
      FOR EACH STATEMENT EXECUTE FUNCTION sites_count_open();
    -- ALWAYS: the seed's bulk load runs with session_replication_role = replica (as in migration 0048).
    ALTER TABLE sites ENABLE ALWAYS TRIGGER sites_open_insert;
    ALTER TABLE sites ENABLE ALWAYS TRIGGER sites_open_update;
    ALTER TABLE sites ENABLE ALWAYS TRIGGER sites_open_delete;
    ALTER TABLE sites ENABLE ALWAYS TRIGGER sites_open_truncate;

    ${sql.raw(addKeys([changedOpen('sites', 1, null)]))}
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TRIGGER sites_open_insert ON sites;
    DROP TRIGGER sites_open_update ON sites;
    DROP TRIGGER sites_open_delete ON sites;
    DROP TRIGGER sites_open_truncate ON sites;
    DROP FUNCTION sites_count_open();
    DROP TABLE insights_open_counts;
  `.execute(db);
};
