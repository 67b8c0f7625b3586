import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** In dependency order: each view reads the ones before it. */
const views = [
  'insights_spells',
  'insights_flow_moves',
  'insights_flow_days',
  'insights_flow_holder_days',
  'insights_flow_months',
  'insights_flow_month_starts',
  'insights_flow_holder_month_starts',
  'insights_workload_days',
  'insights_workload_holder_days',
  'insights_workload_facet_days',
  'insights_stage_days',
  'insights_stage_holder_days',
  'insights_stage_months',
  'insights_stage_holder_months',
  'insights_open_holders',
  'insights_holder_sites',
  'insights_cycles',
  'insights_cycle_days',
  'insights_cycle_months',
  'insights_cycle_holders',
  'insights_launch_days',
  'insights_status_p80',
] as const;

/**
 * Counts every Insights view again inside the caller's transaction. CONCURRENTLY takes only an
 * EXCLUSIVE lock on each view (readers' ACCESS SHARE does not conflict with it) and ACCESS SHARE on
 * sites and status_history, which no write conflicts with: while the transaction is open, charts
 * read the previous counts and site writes go ahead (tests/api/insights.refresh.test.ts; without
 * CONCURRENTLY both wait for the whole transaction).
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const refreshInsightsViews = async (trx: Kysely<Database>): Promise<void> => {
  for (const view of views) await sql`REFRESH MATERIALIZED VIEW CONCURRENTLY ${sql.table(view)}`.execute(trx);
};

/**
 * Counts the Insights views again from status_history (docs/decisions/0531). CONCURRENTLY keeps
 * them readable meanwhile, so a chart never waits on a refresh. One transaction makes the new counts
 * visible together: the stage times find a rank in insights_stage_days and read its value from
 * insights_spells, which must hold the same stays (docs/decisions/0570).
 */
export const refreshInsights = async (db: Kysely<Database>): Promise<void> => {
  await db.transaction().execute((trx) => refreshInsightsViews(trx));
};
