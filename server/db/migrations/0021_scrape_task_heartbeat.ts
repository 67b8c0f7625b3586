import { type Kysely, sql } from 'kysely';

/**
 * `scrape_tasks.heartbeat_at` (docs/decisions/0370): a running scrape writes it every 30 seconds,
 * so a task whose run died with its process (a hard crash) is known dead within minutes, while
 * pg-boss still counts its job active until the job expires. Null for a task that has not started
 * (and for tasks that ran before this column existed). The sweep looks for STARTED tasks only,
 * which scrape_tasks_active_idx already narrows to the few unfinished ones.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE scrape_tasks ADD COLUMN heartbeat_at timestamptz`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE scrape_tasks DROP COLUMN heartbeat_at`.execute(db);
};
