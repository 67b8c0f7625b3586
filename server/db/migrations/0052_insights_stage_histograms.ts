import { type Kysely, sql } from 'kysely';

/**
 * The cycle time's stages take each status' median and 80th percentile over the stays that ended in
 * the range. Sorting them all took 190-450 ms at 200,000 sites (217,417 stays for a year; issue 35).
 * An exact percentile needs only the values at two ranks, so these views count the finished stays
 * per end day, status and whole days taken (`bucket`, the floor of the stay's length in days): for
 * every corporation together (corporation_id 0) and each one in insights_stage_days, per person
 * holding the site in any role in insights_stage_holder_days (a stay counts once for a person holding
 * it in two roles, as in insights_flow_holder_days). Summed over the range they say which bucket holds
 * each rank and how many shorter stays come before it; the same counts per month (insights_stage_months,
 * insights_stage_holder_months) stand for the months wholly inside the range, about a fifth of the
 * rows. insights_spells_stage_bucket then reads only that bucket's stays in the range, in order, to
 * take the exact values (stageTimes.ts). Its INCLUDE
 * columns let the scope's conditions be checked without visiting the view's rows. For the same reason
 * insights_cycles_live now carries the columns the months and the scatter read and filter on.
 */
const bucket = (alias: string) => sql.raw(`floor(extract(epoch FROM ${alias}.ended_at - ${alias}.started_at) / 86400)::integer`);

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE MATERIALIZED VIEW insights_stage_days AS
      SELECT CASE WHEN grouping(corporation_id) = 1 THEN 0 ELSE corporation_id END AS corporation_id, day, status, bucket,
             count(*)::integer AS stays
      FROM (
        SELECT sp.corporation_id, (sp.ended_at AT TIME ZONE 'UTC')::date AS day, sp.status, ${bucket('sp')} AS bucket
        FROM insights_spells sp WHERE sp.ended_at IS NOT NULL
      ) ended
      GROUP BY GROUPING SETS ((day, status, bucket), (day, status, bucket, corporation_id));
    CREATE UNIQUE INDEX insights_stage_days_key ON insights_stage_days (corporation_id, day, status, bucket) INCLUDE (stays);

    CREATE MATERIALIZED VIEW insights_stage_holder_days AS
      SELECT h.holder, (sp.ended_at AT TIME ZONE 'UTC')::date AS day, sp.status, ${bucket('sp')} AS bucket, count(*)::integer AS stays
      FROM insights_spells sp
      CROSS JOIN LATERAL (
        SELECT DISTINCT holder FROM unnest(ARRAY[sp.designer_id, sp.florist_id, sp.am_id, sp.ae_id, sp.sdr_id, sp.care_id]) holder
        WHERE holder IS NOT NULL
      ) h
      WHERE sp.ended_at IS NOT NULL
      GROUP BY h.holder, day, sp.status, bucket;
    CREATE UNIQUE INDEX insights_stage_holder_days_key ON insights_stage_holder_days (holder, day, status, bucket) INCLUDE (stays);

    CREATE MATERIALIZED VIEW insights_stage_months AS
      SELECT corporation_id, date_trunc('month', day)::date AS month, status, bucket, sum(stays)::integer AS stays
      FROM insights_stage_days GROUP BY 1, 2, 3, 4;
    CREATE UNIQUE INDEX insights_stage_months_key ON insights_stage_months (corporation_id, month, status, bucket) INCLUDE (stays);
    CREATE MATERIALIZED VIEW insights_stage_holder_months AS
      SELECT holder, date_trunc('month', day)::date AS month, status, bucket, sum(stays)::integer AS stays
      FROM insights_stage_holder_days GROUP BY 1, 2, 3, 4;
    CREATE UNIQUE INDEX insights_stage_holder_months_key ON insights_stage_holder_months (holder, month, status, bucket) INCLUDE (stays);

    CREATE INDEX insights_spells_stage_bucket ON insights_spells (status, (${bucket('insights_spells')}), ended_at)
      INCLUDE (started_at, corporation_id, provider_id, ae_id, designer_id, florist_id, am_id, sdr_id, care_id)
      WHERE ended_at IS NOT NULL;

    DROP INDEX insights_cycles_live;
    CREATE INDEX insights_cycles_live ON insights_cycles (live_at)
      INCLUDE (site_id, intake_at, corporation_id, provider_id, ae_id, designer_id, florist_id, am_id, sdr_id, care_id);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX insights_cycles_live;
    CREATE INDEX insights_cycles_live ON insights_cycles (live_at);
    DROP INDEX insights_spells_stage_bucket;
    DROP MATERIALIZED VIEW insights_stage_holder_months;
    DROP MATERIALIZED VIEW insights_stage_months;
    DROP MATERIALIZED VIEW insights_stage_holder_days;
    DROP MATERIALIZED VIEW insights_stage_days;
  `.execute(db);
};
