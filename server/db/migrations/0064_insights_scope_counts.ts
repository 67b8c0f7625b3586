import { type Kysely, sql } from 'kysely';

/**
 * What was left of the Insights charts reading rows in proportion to the sites at 200,000 sites
 * with five years of history (issue 35, decision 0632), pre-counted per day or month, or indexed so
 * a chart reads only its own scope's rows:
 * - insights_flow_month_starts and insights_flow_holder_month_starts: each status' count at every
 *   month's start, for every site (0) and each corporation, and per holder, from the flow's day
 *   views. The flow's count at the range's start was the sum of every day before it (22,078 rows
 *   for every site a year back); now a month start plus at most a month of days. Each key has a row
 *   for every month from its first move to the month after the last (or after this one), zeros left out.
 * - insights_cycle_days and insights_cycle_months: sites gone live per day or month and whole days
 *   from intake to go-live (`bucket`), for every site (0) and each corporation: the cycle time's
 *   monthly median and 80th percentile find their ranks here, then read only that bucket's sites
 *   through insights_cycles_bucket (as the stages do with insights_stage_days, decision 0570),
 *   instead of sorting every site that went live in the range (26,938 for two years).
 * - insights_cycle_holders: each site's cycle once per person holding it, newest first: a viewer's
 *   slice reads its own cycles (months, dots, launches done) instead of every site's in the range.
 * - insights_launch_days: first go-lives and moves to Missed Launch per day, for every site (0) and
 *   each corporation: the launches chart sums a range's days instead of counting its sites.
 * - insights_holder_sites and insights_spells_site: a viewer's sites (within a corporation), and a
 *   site's stays (their status, times and workload people in the index, so none is read from the view). A slice with a filter (a corporation, a provider, an AE) reads its own sites'
 *   stays instead of every stay (flow, stages, ageing, the workload trend: 0.3-1.2 s before).
 * - insights_flow_days_key and insights_flow_holder_days_key carry the day's delta, so a range's days
 *   are read from the index alone (11,155 rows for two years of every site, 554 heap pages before).
 * - insights_spells_open_since (migration 0050, now with the stay's id) and insights_spells_open_corporation,
 *   _provider and _ae: open stays oldest first for every site and per corporation, provider and AE,
 *   which the ageing list walks a page at a time as it walks a viewer's
 *   (insights_open_holders), instead of sorting every open stay of a small corporation (300 ms for
 *   one with 4% of the sites). insights_open_holders (migration 0053, restated) now carries each
 *   stay's corporation, so a viewer's walk within a corporation skips the others' stays in the index.
 * The stage views' bucket expression is repeated for the cycles: floor of the days taken.
 */
const cycleBucket = (alias: string) => sql.raw(`floor(extract(epoch FROM ${alias}.live_at - ${alias}.intake_at) / 86400)::integer`);

const holders = (alias: string) =>
  sql.raw(`unnest(ARRAY[${['designer_id', 'florist_id', 'am_id', 'ae_id', 'sdr_id', 'care_id'].map((c) => `${alias}.${c}`).join(', ')}])`);

/** Each key's count per status at every month's start, from a day view with (key, day, status, delta). */
const monthStarts = (view: string, key: string) =>
  sql.raw(`
    WITH monthly AS (
      SELECT ${key}, status, date_trunc('month', day)::date AS month, sum(delta) AS delta FROM ${view} GROUP BY 1, 2, 3
    ),
    keys AS (SELECT ${key}, status, min(month) AS first FROM monthly GROUP BY 1, 2),
    span AS (SELECT (greatest(max(month), date_trunc('month', now())::date) + interval '1 month')::date AS last FROM monthly)
    SELECT ${key}, status, month, sites FROM (
      SELECT k.${key}, k.status, m.month::date AS month,
             (coalesce(sum(d.delta) OVER (PARTITION BY k.${key}, k.status ORDER BY m.month ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::integer AS sites
      FROM keys k CROSS JOIN span
      CROSS JOIN LATERAL generate_series(k.first, span.last, interval '1 month') m(month)
      LEFT JOIN monthly d ON d.${key} = k.${key} AND d.status = k.status AND d.month = m.month
    ) starts
    WHERE sites <> 0`);

/** Migration 0053's view, with each stay's corporation when `withCorporation`. */
const openHolders = (withCorporation: boolean) =>
  sql.raw(`
    CREATE MATERIALIZED VIEW insights_open_holders AS
      SELECT DISTINCT h.holder, sp.started_at, sp.site_id, sp.history_id, sp.status${withCorporation ? ', sp.corporation_id' : ''}
      FROM insights_spells sp
      CROSS JOIN LATERAL unnest(ARRAY[sp.designer_id, sp.florist_id, sp.am_id, sp.ae_id, sp.sdr_id, sp.care_id]) h(holder)
      WHERE sp.ended_at IS NULL AND h.holder IS NOT NULL;
    CREATE UNIQUE INDEX insights_open_holders_key ON insights_open_holders (holder, started_at, site_id, history_id)
      INCLUDE (status${withCorporation ? ', corporation_id' : ''});`);

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX insights_flow_days_key;
    CREATE UNIQUE INDEX insights_flow_days_key ON insights_flow_days (corporation_id, day, status) INCLUDE (delta);
    DROP INDEX insights_flow_holder_days_key;
    CREATE UNIQUE INDEX insights_flow_holder_days_key ON insights_flow_holder_days (holder, day, status) INCLUDE (delta);

    CREATE MATERIALIZED VIEW insights_flow_month_starts AS ${monthStarts('insights_flow_days', 'corporation_id')};
    CREATE UNIQUE INDEX insights_flow_month_starts_key ON insights_flow_month_starts (corporation_id, month, status) INCLUDE (sites);
    CREATE MATERIALIZED VIEW insights_flow_holder_month_starts AS ${monthStarts('insights_flow_holder_days', 'holder')};
    CREATE UNIQUE INDEX insights_flow_holder_month_starts_key ON insights_flow_holder_month_starts (holder, month, status) INCLUDE (sites);

    CREATE MATERIALIZED VIEW insights_cycle_days AS
      SELECT CASE WHEN grouping(corporation_id) = 1 THEN 0 ELSE corporation_id END AS corporation_id, day, bucket, count(*)::integer AS sites
      FROM (
        SELECT c.corporation_id, (c.live_at AT TIME ZONE 'UTC')::date AS day, ${cycleBucket('c')} AS bucket FROM insights_cycles c
      ) live
      GROUP BY GROUPING SETS ((day, bucket), (day, bucket, corporation_id));
    CREATE UNIQUE INDEX insights_cycle_days_key ON insights_cycle_days (corporation_id, day, bucket) INCLUDE (sites);
    CREATE MATERIALIZED VIEW insights_cycle_months AS
      SELECT corporation_id, date_trunc('month', day)::date AS month, bucket, sum(sites)::integer AS sites
      FROM insights_cycle_days GROUP BY 1, 2, 3;
    CREATE UNIQUE INDEX insights_cycle_months_key ON insights_cycle_months (corporation_id, month, bucket) INCLUDE (sites);
    CREATE INDEX insights_cycles_bucket ON insights_cycles ((${cycleBucket('insights_cycles')}), live_at)
      INCLUDE (intake_at, corporation_id, provider_id, ae_id);

    CREATE MATERIALIZED VIEW insights_cycle_holders AS
      SELECT DISTINCT h.holder, c.live_at, c.site_id, c.intake_at, c.corporation_id, c.provider_id, c.ae_id
      FROM insights_cycles c CROSS JOIN LATERAL ${holders('c')} h(holder)
      WHERE h.holder IS NOT NULL;
    CREATE UNIQUE INDEX insights_cycle_holders_key ON insights_cycle_holders (holder, live_at DESC, site_id)
      INCLUDE (intake_at, corporation_id, provider_id, ae_id);

    CREATE MATERIALIZED VIEW insights_launch_days AS
      SELECT CASE WHEN grouping(corporation_id) = 1 THEN 0 ELSE corporation_id END AS corporation_id, day,
             sum(done)::integer AS done, sum(missed)::integer AS missed
      FROM (
        SELECT corporation_id, (live_at AT TIME ZONE 'UTC')::date AS day, 1 AS done, 0 AS missed FROM insights_cycles
        UNION ALL
        SELECT corporation_id, (started_at AT TIME ZONE 'UTC')::date, 0, 1 FROM insights_spells WHERE status = 'Missed Launch'
      ) launches
      GROUP BY GROUPING SETS ((day), (day, corporation_id));
    CREATE UNIQUE INDEX insights_launch_days_key ON insights_launch_days (corporation_id, day) INCLUDE (done, missed);

    CREATE MATERIALIZED VIEW insights_holder_sites AS
      SELECT DISTINCT h.holder, s.corporation_id, s.site_id
      FROM (SELECT DISTINCT ON (site_id) * FROM insights_spells ORDER BY site_id) s CROSS JOIN LATERAL ${holders('s')} h(holder)
      WHERE h.holder IS NOT NULL;
    CREATE UNIQUE INDEX insights_holder_sites_key ON insights_holder_sites (holder, corporation_id, site_id);
    CREATE INDEX insights_spells_site ON insights_spells (site_id) INCLUDE (status, started_at, ended_at, designer_id, care_id, florist_id, am_id);

    DROP MATERIALIZED VIEW insights_open_holders;
    ${openHolders(true)}

    DROP INDEX insights_spells_open_since;
    CREATE INDEX insights_spells_open_since ON insights_spells (started_at, site_id, history_id) WHERE ended_at IS NULL;
    CREATE INDEX insights_spells_open_corporation ON insights_spells (corporation_id, started_at, site_id, history_id) WHERE ended_at IS NULL;
    CREATE INDEX insights_spells_open_provider ON insights_spells (provider_id, started_at, site_id, history_id) WHERE ended_at IS NULL;
    CREATE INDEX insights_spells_open_ae ON insights_spells (ae_id, started_at, site_id, history_id) WHERE ended_at IS NULL;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX insights_spells_open_ae;
    DROP INDEX insights_spells_open_provider;
    DROP INDEX insights_spells_open_corporation;
    DROP INDEX insights_spells_open_since;
    CREATE INDEX insights_spells_open_since ON insights_spells (started_at, site_id) WHERE ended_at IS NULL;
    DROP MATERIALIZED VIEW insights_open_holders;
    ${openHolders(false)}
    DROP INDEX insights_spells_site;
    DROP MATERIALIZED VIEW insights_holder_sites;
    DROP MATERIALIZED VIEW insights_launch_days;
    DROP MATERIALIZED VIEW insights_cycle_holders;
    DROP INDEX insights_cycles_bucket;
    DROP MATERIALIZED VIEW insights_cycle_months;
    DROP MATERIALIZED VIEW insights_cycle_days;
    DROP MATERIALIZED VIEW insights_flow_holder_month_starts;
    DROP MATERIALIZED VIEW insights_flow_month_starts;
    DROP INDEX insights_flow_holder_days_key;
    CREATE UNIQUE INDEX insights_flow_holder_days_key ON insights_flow_holder_days (holder, day, status);
    DROP INDEX insights_flow_days_key;
    CREATE UNIQUE INDEX insights_flow_days_key ON insights_flow_days (corporation_id, day, status);
  `.execute(db);
};
