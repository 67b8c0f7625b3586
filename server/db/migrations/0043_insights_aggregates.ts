import { type Kysely, sql } from 'kysely';

/**
 * What the Insights charts read (issue 35, docs/decisions/0531): materialised views over
 * status_history, refreshed by the `insights-refresh` job, so a chart's call reads a few thousand
 * pre-counted rows instead of five years of history.
 * - insights_spells: each stay of a site in a status (ended_at null while it lasts), with the
 *   site's filter columns and people.
 * - insights_flow_moves: per UTC day, status and filter combination, sites that entered minus sites
 *   that left; insights_flow_months: how many sites each combination held at each month's start,
 *   so a day's count is its month's count plus that month's moves up to the day.
 * - insights_cycles: each site's first entry into the pipeline (its first status other than Test)
 *   and its first go-live after it.
 * - insights_status_p80: the 80th percentile, in days, of every finished stay in a status.
 * Each has a unique index, so the job refreshes them CONCURRENTLY and the charts never wait on it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE MATERIALIZED VIEW insights_spells AS
      SELECT h.id AS history_id, h.site_id, h.status, h.changed_at AS started_at,
             lead(h.changed_at) OVER (PARTITION BY h.site_id ORDER BY h.changed_at, h.id) AS ended_at,
             s.corporation_id, s.provider_id, s.ae_id, s.designer_id, s.florist_id, s.am_id, s.sdr_id, s.care_id
      FROM status_history h JOIN sites s ON s.id = h.site_id;
    CREATE UNIQUE INDEX insights_spells_id ON insights_spells (history_id);
    CREATE INDEX insights_spells_ended ON insights_spells (ended_at, status);
    CREATE INDEX insights_spells_open ON insights_spells (status) WHERE ended_at IS NULL;

    CREATE MATERIALIZED VIEW insights_flow_moves AS
      SELECT day, status, corporation_id, coalesce(provider_id, 0) AS provider_id, coalesce(ae_id, 0) AS ae_id, sum(delta)::integer AS delta
      FROM (
        SELECT (started_at AT TIME ZONE 'UTC')::date AS day, status, corporation_id, provider_id, ae_id, 1 AS delta FROM insights_spells
        UNION ALL
        SELECT (ended_at AT TIME ZONE 'UTC')::date, status, corporation_id, provider_id, ae_id, -1 FROM insights_spells WHERE ended_at IS NOT NULL
      ) moves
      GROUP BY day, status, corporation_id, coalesce(provider_id, 0), coalesce(ae_id, 0)
      HAVING sum(delta) <> 0;
    CREATE UNIQUE INDEX insights_flow_moves_key ON insights_flow_moves (day, status, corporation_id, provider_id, ae_id);

    CREATE MATERIALIZED VIEW insights_flow_months AS
      WITH monthly AS (
        SELECT date_trunc('month', day)::date AS month, status, corporation_id, provider_id, ae_id, sum(delta) AS delta
        FROM insights_flow_moves GROUP BY 1, 2, 3, 4, 5
      ),
      months AS (
        SELECT generate_series(min(month), (date_trunc('month', now()) + interval '1 month')::date, interval '1 month')::date AS month FROM monthly
      )
      SELECT months.month, m.status, m.corporation_id, m.provider_id, m.ae_id, sum(m.delta)::integer AS sites
      FROM months JOIN monthly m ON m.month < months.month
      GROUP BY months.month, m.status, m.corporation_id, m.provider_id, m.ae_id
      HAVING sum(m.delta) <> 0;
    CREATE UNIQUE INDEX insights_flow_months_key ON insights_flow_months (month, status, corporation_id, provider_id, ae_id);

    CREATE MATERIALIZED VIEW insights_cycles AS
      SELECT intake.site_id, intake.started_at AS intake_at, live.started_at AS live_at,
             intake.corporation_id, intake.provider_id, intake.ae_id, intake.designer_id, intake.florist_id, intake.am_id, intake.sdr_id, intake.care_id
      FROM (
        SELECT DISTINCT ON (site_id) * FROM insights_spells WHERE status <> 'Test' ORDER BY site_id, started_at, history_id
      ) intake
      JOIN LATERAL (
        SELECT started_at FROM insights_spells l WHERE l.site_id = intake.site_id AND l.status = 'Live' AND l.started_at >= intake.started_at
        ORDER BY l.started_at LIMIT 1
      ) live ON true;
    CREATE UNIQUE INDEX insights_cycles_site ON insights_cycles (site_id);
    CREATE INDEX insights_cycles_live ON insights_cycles (live_at);

    CREATE MATERIALIZED VIEW insights_status_p80 AS
      SELECT status, percentile_cont(0.8) WITHIN GROUP (ORDER BY extract(epoch FROM ended_at - started_at) / 86400) AS p80_days
      FROM insights_spells WHERE ended_at IS NOT NULL GROUP BY status;
    CREATE UNIQUE INDEX insights_status_p80_status ON insights_status_p80 (status);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP MATERIALIZED VIEW insights_status_p80;
    DROP MATERIALIZED VIEW insights_cycles;
    DROP MATERIALIZED VIEW insights_flow_months;
    DROP MATERIALIZED VIEW insights_flow_moves;
    DROP MATERIALIZED VIEW insights_spells;
  `.execute(db);
};
