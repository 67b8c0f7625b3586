import { fromCallback, fromPromise } from 'xstate';
import type { GoLiveActors, LaunchLiveEvent } from './goLive.actors';

type PromiseActorId = Exclude<keyof GoLiveActors, 'launchEvents' | 'loadCheck'>;
type PendingCall = { input: unknown; resolve: (output: unknown) => void; reject: (error: unknown) => void };

/**
 * Stub actors for tests and stories: every call waits until the caller settles it, so a test
 * replays 'xstate.done.actor.<id>' / 'xstate.error.actor.<id>' exactly where a path has them, and a
 * story holds a call in flight by never settling it. Calls are kept by invoke id: 'check-<name>'
 * for the checks, the actor's name for the rest. The live subscription hands its sender to
 * `live`, so a test pushes 'launch_event's the way the socket would.
 */
export const createControlledGoLiveActors = () => {
  const pending = new Map<string, PendingCall[]>();
  const calls: Array<{ id: string; input: unknown }> = [];
  const live: { send: ((event: LaunchLiveEvent) => void) | null; subscriptions: unknown[] } = { send: null, subscriptions: [] };

  const waitFor = <TOutput, TInput>(idOf: (input: TInput) => string) =>
    fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          const id = idOf(input);
          calls.push({ id, input });
          pending.set(id, [...(pending.get(id) ?? []), { input, resolve: resolve as (output: unknown) => void, reject }]);
        }),
    );
  const named = <TOutput, TInput>(id: PromiseActorId) => waitFor<TOutput, TInput>(() => id);

  const actors: GoLiveActors = {
    loadCheck: waitFor(({ name }) => `check-${name}`),
    loadPendingScrapes: named('loadPendingScrapes'),
    loadSummary: named('loadSummary'),
    loadDomainContacts: named('loadDomainContacts'),
    startFullSend: named('startFullSend'),
    readLaunch: named('readLaunch'),
    sendDnsInstructions: named('sendDnsInstructions'),
    launchEvents: fromCallback<LaunchLiveEvent, { launchId: string }>(({ input, sendBack }) => {
      live.subscriptions.push(input);
      live.send = sendBack;
      return () => {
        if (live.send === sendBack) live.send = null;
      };
    }),
  };

  /** The oldest open call of an invoke id, removed from the queue. */
  const next = (id: string): PendingCall | undefined => {
    const queue = pending.get(id) ?? [];
    const call = queue.shift();
    pending.set(id, queue);
    return call;
  };
  const hasPending = (id: string) => (pending.get(id)?.length ?? 0) > 0;

  return { actors, calls, next, hasPending, live };
};

/** Maps a machine invoke id to the stub queue it uses ('summary' is the loadSummary actor, ...). */
export const stubQueueOf: Record<string, string> = {
  pendingScrapes: 'loadPendingScrapes',
  summary: 'loadSummary',
  domainContacts: 'loadDomainContacts',
  startFullSend: 'startFullSend',
  readLaunch: 'readLaunch',
  sendDnsInstructions: 'sendDnsInstructions',
};
