import { type Kysely, sql } from 'kysely';

/**
 * insights_flow_moves keeps a row per day, status, corporation, provider and AE: at 200,000 sites a
 * year of it is about 400,000 rows, and the month starts of insights_flow_months another 28,000, so
 * the flow chart took 150-300 ms for every site or one corporation (issue 35). insights_flow_days
 * adds those moves up per day and status, for every corporation together (corporation_id 0) and
 * for each one: a year is about 5,600 rows, and the days before the range about 22,000 summed by
 * status (about 15 ms). Provider and AE filters still read insights_flow_moves.
 *
 * A viewer's own slice (every site they hold in any role, scopeCondition's people) counted every
 * move of their stays from insights_spells: 500-750 ms for a designer holding 13,500 sites.
 * insights_flow_holder_days keeps the same moves per holder, day and status (a stay counts once
 * for a person holding it in two roles), read like insights_flow_days.
 *
 * The workload trend joined each of its 12 instants to every stay open then: about 1.5 million
 * rows, 600-800 ms. insights_workload_days holds, per person of each role (the site columns of
 * workloadQuery's holderColumn), for every corporation together (0) and for each one, how many
 * sites before go-live they held at each UTC midnight on which that changed: `day` is the first
 * midnight at or after a stay's start or end. A midnight's count is the person's latest row up to
 * it; the trend's last point, now, adds the stays that started or ended since the midnight before
 * (found by insights_spells_started and insights_spells_ended). The statuses are preLiveStatuses.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE MATERIALIZED VIEW insights_flow_days AS
      SELECT day, status, CASE WHEN grouping(corporation_id) = 1 THEN 0 ELSE corporation_id END AS corporation_id, sum(delta)::integer AS delta
      FROM insights_flow_moves
      GROUP BY GROUPING SETS ((day, status), (day, status, corporation_id))
      HAVING sum(delta) <> 0;
    CREATE UNIQUE INDEX insights_flow_days_key ON insights_flow_days (corporation_id, day, status);

    CREATE MATERIALIZED VIEW insights_flow_holder_days AS
      SELECT h.holder, m.day, sp.status, sum(m.delta)::integer AS delta
      FROM insights_spells sp
      CROSS JOIN LATERAL (
        SELECT DISTINCT holder FROM unnest(ARRAY[sp.designer_id, sp.florist_id, sp.am_id, sp.ae_id, sp.sdr_id, sp.care_id]) holder
        WHERE holder IS NOT NULL
      ) h
      CROSS JOIN LATERAL (VALUES ((sp.started_at AT TIME ZONE 'UTC')::date, 1), ((sp.ended_at AT TIME ZONE 'UTC')::date, -1)) m(day, delta)
      WHERE m.day IS NOT NULL
      GROUP BY h.holder, m.day, sp.status
      HAVING sum(m.delta) <> 0;
    CREATE UNIQUE INDEX insights_flow_holder_days_key ON insights_flow_holder_days (holder, day, status);

    CREATE MATERIALIZED VIEW insights_workload_days AS
      WITH moves AS (
        SELECT (date_trunc('day', m.at AT TIME ZONE 'UTC' - interval '1 microsecond') + interval '1 day')::date AS day,
               sp.corporation_id, r.role, r.person, m.delta
        FROM insights_spells sp
        CROSS JOIN LATERAL (VALUES (sp.started_at, 1), (sp.ended_at, -1)) m(at, delta)
        CROSS JOIN LATERAL (VALUES ('designer', sp.designer_id), ('care', sp.care_id), ('florist', sp.florist_id), ('am', sp.am_id)) r(role, person)
        WHERE sp.status IN ('Ready for Design', 'In Design', 'In Review', 'Revisions Needed', 'Waiting for Content', 'Pre-Staging QA',
                            'Staged', 'Final QA', 'Approved', '100% Ready', 'Missed Launch')
          AND m.at IS NOT NULL AND r.person IS NOT NULL
      ),
      daily AS (
        SELECT day, CASE WHEN grouping(corporation_id) = 1 THEN 0 ELSE corporation_id END AS corporation_id, role, person, sum(delta) AS delta
        FROM moves GROUP BY GROUPING SETS ((day, role, person), (day, role, person, corporation_id))
      )
      SELECT corporation_id, role, person, day, (sum(delta) OVER (PARTITION BY corporation_id, role, person ORDER BY day))::integer AS open
      FROM daily;
    CREATE UNIQUE INDEX insights_workload_days_key ON insights_workload_days (corporation_id, role, person, day) INCLUDE (open);
    CREATE INDEX insights_spells_started ON insights_spells (started_at);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX insights_spells_started;
    DROP MATERIALIZED VIEW insights_workload_days;
    DROP MATERIALIZED VIEW insights_flow_holder_days;
    DROP MATERIALIZED VIEW insights_flow_days;
  `.execute(db);
};
