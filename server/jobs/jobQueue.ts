import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The subset of pg-boss's send options the app relies on, so the in-process queue can honour them all. */
export interface JobSendOptions {
  /** With a 'short', 'singleton' or 'stately' policy: jobs sharing a key are not duplicated. */
  singletonKey?: string;
  /** Run no earlier than this instant, or this many seconds from now. */
  startAfter?: Date | number;
  retryLimit?: number;
  /** The job's id (a UUID), so its state can be asked for later by the record it works on. */
  id?: string;
  /**
   * Send as part of this open transaction (pg-boss's `db` send option): the job exists only if the
   * transaction commits, together with the rows it works on, so no row waits for a job never sent.
   */
  transaction?: Kysely<Database>;
}

/** What request handlers see (`deps.jobs`): enqueue by name; resolves to the job id, or null when deduplicated. */
export interface JobQueue {
  send(name: string, data: object, options?: JobSendOptions): Promise<string | null>;
  /**
   * The data of the queue's jobs that are waiting or running, on any instance (pg-boss states
   * created, retry and active): what is still being worked on, read from the queue, not from memory.
   */
  unfinishedJobData(name: string): Promise<object[]>;
  /** Resolves when the queue answers (GET /api/health); rejects when it is stopping or its tables do not answer. */
  check(): Promise<void>;
  /**
   * Whether a job is still going to run or running (waiting, retrying or active), as the queue's
   * own table says: a job a crashed process left active counts until the queue expires it.
   */
  isPending(name: string, id: string): Promise<boolean>;
}
