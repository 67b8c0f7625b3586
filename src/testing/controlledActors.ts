import type { AnyEventObject } from 'xstate';
import { fromPromise, type PromiseActorLogic } from 'xstate';

type PendingCall = { input: unknown; resolve: (output: unknown) => void; reject: (error: unknown) => void };

/**
 * Stub actors for model tests and stories: every call waits until the caller settles it, so a test
 * replays 'xstate.done.actor.<id>' / 'xstate.error.actor.<id>' exactly where a path has them, and a
 * story holds a request in flight by never settling it. Each actor's id is the `invoke` id.
 */
export function createControlledActors<Id extends string>(ids: readonly Id[]) {
  const pending = Object.fromEntries(ids.map((id) => [id, [] as PendingCall[]])) as Record<Id, PendingCall[]>;
  const calls = Object.fromEntries(ids.map((id) => [id, [] as unknown[]])) as Record<Id, unknown[]>;
  const actor = <TOutput, TInput>(id: Id): PromiseActorLogic<TOutput, TInput> =>
    fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          calls[id].push(input);
          const call: PendingCall = { input, resolve: resolve as (output: unknown) => void, reject };
          pending[id].push(call);
          // A call whose actor was stopped (its state was left, a newer call replaced it) has nobody
          // waiting for its answer: the next settle goes to a call that is still awaited.
          signal.addEventListener(
            'abort',
            () => {
              const at = pending[id].indexOf(call);
              if (at >= 0) pending[id].splice(at, 1);
            },
            { once: true },
          );
        }),
    );
  /** Whether an actor has a call waiting for its answer. */
  const waiting = (id: Id): boolean => pending[id].length > 0;
  /** Settles the oldest open call of the event's actor as a done or error event of a path says. */
  const settle = (event: AnyEventObject): void => {
    const [, kind, , id] = event.type.split('.') as [string, 'done' | 'error', string, Id];
    const call = pending[id].shift();
    if (!call) throw new Error(`No open call of ${id} to settle with ${event.type}`);
    if (kind === 'done') call.resolve(event.output);
    else call.reject(event.error);
  };
  return { actor, calls, pending, waiting, settle };
}

export const isActorEvent = (event: AnyEventObject): boolean => /^xstate\.(done|error)\.actor\./.test(event.type);
