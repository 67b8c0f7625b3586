import { fromPromise } from 'xstate';

/**
 * A promise actor whose work is cancelled through `signal` and that settles nothing once it is
 * aborted: an aborted request's outcome belongs to nobody. fromPromise only drops a late settlement
 * when its actor is no longer active, and under React StrictMode @xstate/react stops the actor
 * (aborting the first request) and then restarts the very same actor refs with their snapshots
 * restored to active. Without this, the first request's AbortError reached the restarted actor and
 * the machine failed although the second request answered. A request replaced by a newer one is
 * dropped the same way.
 */
export const fromAbortablePromise = <TOutput, TInput>(start: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>) =>
  fromPromise<TOutput, TInput>(async ({ input, signal }) => {
    const unanswered = new Promise<never>(() => {});
    try {
      const value = await start({ input, signal });
      return signal.aborted ? unanswered : value;
    } catch (error) {
      if (signal.aborted) return unanswered;
      throw error;
    }
  });
