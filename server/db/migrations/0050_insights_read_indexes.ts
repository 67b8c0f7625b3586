import { type Kysely, sql } from 'kysely';

/**
 * Indexes that let the Insights charts read only the rows they show (issue 35, at 200,000 sites):
 * - insights_spells_open_since: the ageing chart lists the oldest open stays first. By status alone
 *   it read every open stay, one per site, and sorted them (150-200 ms); by start time the oldest
 *   come first and the chart stops after its 200 rows (about 3 ms).
 * - insights_spells_missed: the launches chart's moves to Missed Launch in the range, a few thousand
 *   stays instead of a scan of all of them (about 100 ms to 2 ms).
 * - sites_awaiting_launch_idx: its sites still waiting for a launch date in the range; by date alone
 *   it read every site with a date and dropped the ones already live (about 75 ms to under 1 ms).
 *   The statuses are launchesQuery's awaitingLaunch: the planner uses the index only for that list.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE INDEX insights_spells_open_since ON insights_spells (started_at, site_id) WHERE ended_at IS NULL;
    CREATE INDEX insights_spells_missed ON insights_spells (started_at) WHERE status = 'Missed Launch';
    CREATE INDEX sites_awaiting_launch_idx ON sites (scheduled_launch_date)
      WHERE launcher_label IN ('Ready for Design', 'In Design', 'In Review', 'Revisions Needed', 'Waiting for Content',
                               'Pre-Staging QA', 'Staged', 'Final QA', 'Approved', '100% Ready');
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP INDEX sites_awaiting_launch_idx;
    DROP INDEX insights_spells_missed;
    DROP INDEX insights_spells_open_since;
  `.execute(db);
};
