import { type Kysely, sql } from 'kysely';

/**
 * The ageing chart lists the oldest open stays first. For a viewer's own slice (every site they
 * hold in any role) the condition on six people columns could use no index, so the planner read
 * every open stay (123,410 at 200,000 sites) and sorted the slice's: 170-430 ms for a designer
 * holding 13,564 sites (issue 35). insights_open_holders keeps each open stay once per person
 * holding its site, in the order the chart lists them, so the chart walks one person's oldest
 * stays and stops at the rows it shows.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE MATERIALIZED VIEW insights_open_holders AS
      SELECT DISTINCT h.holder, sp.started_at, sp.site_id, sp.history_id, sp.status
      FROM insights_spells sp
      CROSS JOIN LATERAL unnest(ARRAY[sp.designer_id, sp.florist_id, sp.am_id, sp.ae_id, sp.sdr_id, sp.care_id]) h(holder)
      WHERE sp.ended_at IS NULL AND h.holder IS NOT NULL;
    CREATE UNIQUE INDEX insights_open_holders_key ON insights_open_holders (holder, started_at, site_id, history_id) INCLUDE (status);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP MATERIALIZED VIEW insights_open_holders`.execute(db);
};
