import { type Kysely, sql } from 'kysely';

/**
 * The workload trend for a viewer's own slice (every site they hold in any role) counted every stay
 * open at each of its 12 points: the condition on six people columns could use no index, so it read
 * all 1.19 million stays at 200,000 sites (230-690 ms; issue 35). insights_workload_holder_days is
 * insights_workload_days (migration 0051) per holder instead of per corporation: how many sites
 * before go-live each person of each role held among the holder's sites at each UTC midnight on
 * which that changed (a stay counts once for a holder holding it in two roles).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE MATERIALIZED VIEW insights_workload_holder_days AS
      WITH moves AS (
        SELECT (date_trunc('day', m.at AT TIME ZONE 'UTC' - interval '1 microsecond') + interval '1 day')::date AS day,
               h.holder, r.role, r.person, m.delta
        FROM insights_spells sp
        CROSS JOIN LATERAL (
          SELECT DISTINCT holder FROM unnest(ARRAY[sp.designer_id, sp.florist_id, sp.am_id, sp.ae_id, sp.sdr_id, sp.care_id]) holder
          WHERE holder IS NOT NULL
        ) h
        CROSS JOIN LATERAL (VALUES (sp.started_at, 1), (sp.ended_at, -1)) m(at, delta)
        CROSS JOIN LATERAL (VALUES ('designer', sp.designer_id), ('care', sp.care_id), ('florist', sp.florist_id), ('am', sp.am_id)) r(role, person)
        WHERE sp.status IN ('Ready for Design', 'In Design', 'In Review', 'Revisions Needed', 'Waiting for Content', 'Pre-Staging QA',
                            'Staged', 'Final QA', 'Approved', '100% Ready', 'Missed Launch')
          AND m.at IS NOT NULL AND r.person IS NOT NULL
      ),
      daily AS (SELECT day, holder, role, person, sum(delta) AS delta FROM moves GROUP BY day, holder, role, person)
      SELECT holder, role, person, day, (sum(delta) OVER (PARTITION BY holder, role, person ORDER BY day))::integer AS open
      FROM daily;
    CREATE UNIQUE INDEX insights_workload_holder_days_key ON insights_workload_holder_days (holder, role, person, day) INCLUDE (open);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP MATERIALIZED VIEW insights_workload_holder_days`.execute(db);
};
