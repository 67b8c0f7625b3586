import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/database';
import type { Database } from '../db/schema';
import type { AppDeps } from '../appDeps';
import { type JobQueue, type JobSendOptions } from './jobQueue';
import { findJobDefinition, type JobDefinition } from './jobDefinition';

interface JobRunnerOptions {
  /** The DatabaseHandle's executeSql: on PGlite it waits its turn with Kysely's transactions. */
  executeSql: SqlExecutor;
  definitions: readonly JobDefinition[];
  /** Read when a job runs, because the deps hold this runner and are built after it. */
  deps: () => AppDeps;
  /** pg-boss's own schema; tests on a shared PostgreSQL give each run its own. */
  schema?: string;
  pollingIntervalSeconds?: number;
  /** How often an instance checks the schedules and sends what is due (pg-boss's defaults: 30 s and 5 s). */
  cronIntervalSeconds?: number;
}

export interface JobRunner extends JobQueue {
  stop(): Promise<void>;
}

/** pg-boss's `db` over an open Kysely transaction: its insert joins that transaction's connection. */
const inTransaction = (transaction: Kysely<Database>): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: (await transaction.executeQuery(CompiledQuery.raw(text, values ?? []))).rows }),
});

const toPgBossSendOptions = (definition: JobDefinition, options: JobSendOptions = {}): PgBoss.SendOptions => ({
  ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
  ...(options.startAfter instanceof Date ? { startAfter: options.startAfter } : {}),
  ...(typeof options.startAfter === 'number' ? { startAfter: options.startAfter } : {}),
  ...((options.retryLimit ?? definition.retryLimit) !== undefined ? { retryLimit: options.retryLimit ?? definition.retryLimit } : {}),
  ...(options.id !== undefined ? { id: options.id } : {}),
  ...(options.transaction ? { db: inTransaction(options.transaction) } : {}),
});

const pendingStates = new Set(['created', 'retry', 'active']);

// Deadlock, unique violation, duplicate table: what two instances creating one queue at once meet.
const raceCodes = new Set(['40P01', '23505', '42P07']);

/**
 * pg-boss 10 creates a queue (a row and a partition of the job table) without a lock, so two
 * instances starting together can deadlock on it (seen on PostgreSQL in
 * tests/api/severalInstances.test.ts). The loser tries again, and stops as soon as the queue exists.
 */
const createQueueOnce = async (boss: PgBoss, definition: JobDefinition): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(definition.name, {
        name: definition.name,
        ...(definition.policy ? { policy: definition.policy } : {}),
        ...(definition.retryLimit !== undefined ? { retryLimit: definition.retryLimit } : {}),
        ...(definition.expireInSeconds !== undefined ? { expireInSeconds: definition.expireInSeconds } : {}),
      });
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !raceCodes.has(code)) throw error;
      if (await boss.getQueue(definition.name)) return;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
};

/**
 * pg-boss 10 on the app's own database: on PGlite through the `db` option (one connection, shared
 * with Kysely), on PostgreSQL through the same pool. Creates every queue, schedules the crons
 * (and removes schedules whose job left the registry) and registers one worker per queue.
 */
export const startJobRunner = async (options: JobRunnerOptions): Promise<JobRunner> => {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    ...(options.schema ? { schema: options.schema } : {}),
    ...(options.cronIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronIntervalSeconds, cronWorkerIntervalSeconds: options.cronIntervalSeconds }
      : {}),
  });
  // pg-boss emits maintenance and polling errors here; without a listener Node would crash the server.
  boss.on('error', (error) => console.error('[jobs]', error));
  await boss.start();

  const existingQueues = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const definition of options.definitions) {
    if (!existingQueues.has(definition.name)) await createQueueOnce(boss, definition);
    await boss.work<object>(
      definition.name,
      // One job per fetch, so the handler's result becomes that job's output and a failure fails only it.
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async ([job]) => (job ? definition.handler(options.deps(), job.data) : undefined),
    );
  }
  const scheduled = new Set(options.definitions.filter((d) => d.cron).map((d) => d.name));
  for (const schedule of await boss.getSchedules()) {
    if (!scheduled.has(schedule.name)) await boss.unschedule(schedule.name);
  }
  for (const definition of options.definitions) {
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
  }

  let stopping = false;
  return {
    send: (name, data, sendOptions) => {
      const definition = findJobDefinition(options.definitions, name);
      return boss.send(name, data, toPgBossSendOptions(definition, sendOptions));
    },
    unfinishedJobData: async (name) => {
      findJobDefinition(options.definitions, name);
      const schema = options.schema ?? 'pgboss';
      const result = await options.executeSql(
        `SELECT data FROM ${schema}.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
        [name],
      );
      return (result.rows as Array<{ data: object | null }>).map((row) => row.data ?? {});
    },
    check: async () => {
      if (stopping) throw new Error('The job runner is stopping');
      await boss.getQueues();
    },
    isPending: async (name, id) => pendingStates.has((await boss.getJobById(name, id))?.state ?? 'gone'),
    // Graceful: running handlers finish (up to 20 s, the requests' grace too) before the database closes under them.
    stop: () => {
      stopping = true;
      return boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
};
