import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDeps } from '../../server/appDeps';
import type { JobQueue } from '../../server/jobs/jobQueue';
import { findJobDefinition, type JobDefinition } from '../../server/jobs/jobDefinition';

interface PendingJob {
  id: string;
  definition: JobDefinition;
  data: object;
  singletonKey: string | undefined;
  /** The id of the transaction it was sent in: it runs only if that transaction committed. */
  transactionId: string | undefined;
}

export interface InlineJobQueue extends JobQueue {
  /** Names and data of every job sent so far, in order (deduplicated sends are not listed). */
  readonly sent: ReadonlyArray<{ id: string; name: string; data: object }>;
  /**
   * Runs queued jobs one after another, including jobs they send, until none is left. A handler's
   * error rejects (pg-boss would retry; a test wants to see it). Delays (startAfter) are not waited
   * for: the job simply runs in its turn. A job sent in a transaction that rolled back is dropped.
   */
  drain(): Promise<void>;
}

/** Guards a test against a job that keeps re-sending itself. */
const maxJobsPerDrain = 1_000;

/** Whether the transaction a job was sent in committed; pg-boss would never have seen a rolled-back one. */
const committed = async (deps: AppDeps, transactionId: string): Promise<boolean> => {
  const { rows } = await sql<{ status: string | null }>`SELECT pg_xact_status(${transactionId}::xid8) AS status`.execute(deps.db);
  if (rows[0]?.status === 'in progress') throw new Error("drain() ran while a job's transaction was still open");
  return rows[0]?.status === 'committed';
};

/**
 * The API tests' job queue: the same registry and handlers as pg-boss, run in-process when the test
 * calls drain(). Tests stay fast and deterministic (no polling interval to wait out); pg-boss itself
 * is covered by jobRunner.test.ts and the end-to-end suite.
 */
export const createInlineJobQueue = (definitions: readonly JobDefinition[], deps: () => AppDeps): InlineJobQueue => {
  const queue: PendingJob[] = [];
  const running: PendingJob[] = [];
  const sent: Array<{ id: string; name: string; data: object }> = [];
  return {
    sent,
    send: async (name, data, options = {}) => {
      const definition = findJobDefinition(definitions, name);
      const deduplicates = definition.policy === 'short' || definition.policy === 'stately';
      // Like pg-boss's unique index on waiting jobs: a second send for the same key is dropped.
      if (deduplicates && queue.some((job) => job.definition === definition && job.singletonKey === options.singletonKey)) return null;
      const transactionId = options.transaction
        ? (await sql<{ id: string }>`SELECT pg_current_xact_id()::text AS id`.execute(options.transaction)).rows[0]?.id
        : undefined;
      const job: PendingJob = { id: options.id ?? randomUUID(), definition, data, singletonKey: options.singletonKey, transactionId };
      queue.push(job);
      sent.push({ id: job.id, name, data });
      return job.id;
    },
    unfinishedJobData: async (name) => [...running, ...queue].filter((job) => job.definition.name === name).map((job) => job.data),
    // In-process: it answers as long as the process does.
    check: async () => undefined,
    isPending: async (name, id) => [...queue, ...running].some((job) => job.definition.name === name && job.id === id),
    drain: async () => {
      for (let ran = 0; queue.length > 0; ran += 1) {
        if (ran >= maxJobsPerDrain) throw new Error(`More than ${maxJobsPerDrain} jobs in one drain: a job keeps sending itself`);
        const job = queue.shift()!;
        if (job.transactionId !== undefined && !(await committed(deps(), job.transactionId))) continue;
        running.push(job);
        try {
          await job.definition.handler(deps(), job.data);
        } finally {
          running.splice(running.indexOf(job), 1);
        }
      }
    },
  };
};
