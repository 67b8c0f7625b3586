/**
 * A running scrape writes `heartbeat_at` this often, whatever its pages are doing (one page may
 * wait minutes on retries, Retry-After or another task's turn on the same host).
 */
const heartbeatEveryMs = 30_000;

/** Six missed beats: the process that ran the task is gone (docs/decisions/0370). */
const heartbeatSilentMs = 6 * heartbeatEveryMs;

/**
 * A run that has not beaten since this moment is dead. A task with no beat at all (one that ran
 * before heartbeats existed) is left to the job-state rule of the sweep.
 */
export const silentBefore = (now: Date): Date => new Date(now.getTime() - heartbeatSilentMs);

/**
 * Calls `beat` every `everyMs` while `work` runs, and stops when it ends. A failed beat is only
 * missed: the next one tries again, and a run that cannot beat for long is failed by the sweep,
 * which its next page then sees.
 */
export const whileBeating = async <T>(beat: () => Promise<unknown>, work: () => Promise<T>, everyMs = heartbeatEveryMs): Promise<T> => {
  const timer = setInterval(() => {
    beat().catch(() => undefined);
  }, everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
};
