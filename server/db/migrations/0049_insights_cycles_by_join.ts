import { type Kysely, sql } from 'kysely';

/**
 * insights_cycles (migration 0043) found each site's first go-live with a LATERAL lookup into
 * insights_spells, which has no index by site: a nested loop over every stay per site. At 200,000
 * sites with five years of history its refresh ran for more than 56 minutes without finishing, so
 * the 10-minute `insights-refresh` job could never keep up (measured by npm run bench, issue 35).
 * The same rows come from one join on the site and a min(): hash or merge joins, about a second at
 * that size.
 */
const cyclesByJoin = sql`
  CREATE MATERIALIZED VIEW insights_cycles AS
    SELECT intake.site_id, intake.started_at AS intake_at, min(live.started_at) AS live_at,
           intake.corporation_id, intake.provider_id, intake.ae_id, intake.designer_id, intake.florist_id, intake.am_id, intake.sdr_id, intake.care_id
    FROM (
      SELECT DISTINCT ON (site_id) * FROM insights_spells WHERE status <> 'Test' ORDER BY site_id, started_at, history_id
    ) intake
    JOIN insights_spells live ON live.site_id = intake.site_id AND live.status = 'Live' AND live.started_at >= intake.started_at
    GROUP BY intake.site_id, intake.started_at, intake.corporation_id, intake.provider_id, intake.ae_id, intake.designer_id,
             intake.florist_id, intake.am_id, intake.sdr_id, intake.care_id;
  CREATE UNIQUE INDEX insights_cycles_site ON insights_cycles (site_id);
  CREATE INDEX insights_cycles_live ON insights_cycles (live_at);
`;

const cyclesByLateral = sql`
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
`;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP MATERIALIZED VIEW insights_cycles`.execute(db);
  await cyclesByJoin.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP MATERIALIZED VIEW insights_cycles`.execute(db);
  await cyclesByLateral.execute(db);
};
