import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** In dependency order: each view reads the ones before it. */
const views = [
  'insights_spells',
  'insights_flow_moves',
  'insights_flow_days',
  'insights_flow_holder_days',
  'insights_flow_months',
  'insights_workload_days',
  'insights_cycles',
  'insights_status_p80',
] as const;

/**
 * Counts the Insights views again from status_history (docs/decisions/0531). CONCURRENTLY keeps
 * them readable meanwhile, so a chart never waits on a refresh.
 */
export const refreshInsights = async (db: Kysely<Database>): Promise<void> => {
  for (const view of views) await sql`REFRESH MATERIALIZED VIEW CONCURRENTLY ${sql.table(view)}`.execute(db);
};
