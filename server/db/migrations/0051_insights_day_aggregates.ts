import { type Kysely, sql } from 'kysely';

/**
 * insights_flow_moves keeps a row per day, status, corporation, provider and AE: at 200,000 sites a
 * year of it is about 400,000 rows, and the month starts of insights_flow_months another 28,000, so
 * the flow chart took 150-300 ms for every site or one corporation (issue 35). insights_flow_days
 * adds those moves up per day and status, for every corporation together (corporation_id 0) and
 * for each one: a year is about 5,600 rows, and the days before the range about 22,000 summed by
 * status (about 15 ms). Provider and AE filters still read insights_flow_moves.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE MATERIALIZED VIEW insights_flow_days AS
      SELECT day, status, CASE WHEN grouping(corporation_id) = 1 THEN 0 ELSE corporation_id END AS corporation_id, sum(delta)::integer AS delta
      FROM insights_flow_moves
      GROUP BY GROUPING SETS ((day, status), (day, status, corporation_id))
      HAVING sum(delta) <> 0;
    CREATE UNIQUE INDEX insights_flow_days_key ON insights_flow_days (corporation_id, day, status);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP MATERIALIZED VIEW insights_flow_days`.execute(db);
};
