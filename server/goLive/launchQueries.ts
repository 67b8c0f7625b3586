import type { Kysely, Selectable } from 'kysely';
import type { LaunchState } from '../../domain/api/goLive.schema';
import { nextLaunchStep } from '../../domain/goLive/launchSteps';
import type { Database, LaunchesTable } from '../db/schema';
import { notFound } from '../http/httpError';

export type LaunchRow = Selectable<LaunchesTable>;

export const runningFullSendOf = (db: Kysely<Database>, siteId: number): Promise<LaunchRow | undefined> =>
  db
    .selectFrom('launches')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('kind', '=', 'full_send')
    .where('status', '=', 'running')
    .executeTakeFirst();

export const failureMessage = (error: string): string => `Full Send failed: ${error}`;

/**
 * A launch as the browser re-reads it after a reconnect: the finished steps, and the messages it
 * would have seen live (each finished step, then the step running now, or the failure).
 */
export const launchStateOf = (launch: LaunchRow): LaunchState => {
  const current = launch.status === 'running' ? nextLaunchStep(launch.steps_done) : null;
  return {
    id: launch.id,
    siteId: launch.site_id,
    status: launch.status,
    stepsDone: launch.steps_done,
    messages: [
      ...launch.steps_done,
      ...(current ? [current] : []),
      ...(launch.status === 'failed' && launch.error ? [failureMessage(launch.error)] : []),
    ],
    error: launch.error,
  };
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const requireLaunch = async (db: Kysely<Database>, launchId: string): Promise<LaunchRow> => {
  // A malformed id cannot exist (and would make PostgreSQL refuse the uuid cast).
  const launch = uuidPattern.test(launchId)
    ? await db.selectFrom('launches').selectAll().where('id', '=', launchId).where('kind', '=', 'full_send').executeTakeFirst()
    : undefined;
  if (!launch) throw notFound('Launch');
  return launch;
};
