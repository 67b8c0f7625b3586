import { assign, setup } from 'xstate';
import type { CollectionUrlError } from '../../domain/api/staging.schema';
import {
  isStagingBlocked,
  isStagingFailed,
  unprovidedCheckCollectionUrls,
  unprovidedCountFakeObits,
  unprovidedStageSite,
} from './staging.actors';

export type StagingContext = {
  siteId: number;
  /** Fake obituaries still on the site; null until the validator answers. */
  fakeObitCount: number | null;
  /** Collections whose URLs do not resolve; null until the validator answers. */
  collectionErrors: CollectionUrlError[] | null;
  /** What failed, for the failed screen's title, and the server's reason when it gave one. */
  failedDuring: 'validation' | 'staging' | null;
  failureDetail: string | null;
};

export type StagingEvent = { type: 'CONTINUE' } | { type: 'CLOSE' } | { type: 'RETRY' };

/** Part 1 §4: 'Staging progress steps start after a 1 second delay'. Tests shorten it with provide({delays}). */
export const stagingProgressDelayMs = 1000;

/**
 * Stage Site (part 1 §4): validating runs both validators at once; then 'Hang on!' warnings (fake
 * obituaries: Continue or Cancel), blocking errors (collection URLs that do not resolve: Close),
 * or straight to staging when there are no findings. Errors win over warnings. Staging waits the
 * progress delay, then asks the server to stage (which validates again) -> staged | failed; a
 * server-side collection error shows the errors screen. No I/O here: the actors are injected, and
 * the view provides `announceStaged` (toast, reload) and `closeModal`.
 */
export const stagingMachine = setup({
  types: {
    context: {} as StagingContext,
    events: {} as StagingEvent,
    input: {} as { siteId: number },
  },
  actors: {
    countFakeObits: unprovidedCountFakeObits,
    checkCollectionUrls: unprovidedCheckCollectionUrls,
    stageSite: unprovidedStageSite,
  },
  actions: {
    announceStaged: () => {},
    closeModal: () => {},
    /** Keeps the server's reason when an actor rejected with one (the event is an actor's error event). */
    recordFailure: assign((_, params: { during: 'validation' | 'staging'; error: unknown }) => ({
      failedDuring: params.during,
      failureDetail: isStagingFailed(params.error) ? params.error.message : null,
    })),
  },
  delays: {
    progressDelay: stagingProgressDelayMs,
  },
  guards: {
    hasCollectionErrors: ({ context }) => context.fakeObitCount !== null && (context.collectionErrors?.length ?? 0) > 0,
    hasFakeObits: ({ context }) => context.collectionErrors !== null && (context.fakeObitCount ?? 0) > 0,
    isClean: ({ context }) => context.collectionErrors !== null && context.fakeObitCount !== null,
    isBlocked: ({ event }) => isStagingBlocked((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'staging',
  context: ({ input }) => ({ siteId: input.siteId, fakeObitCount: null, collectionErrors: null, failedDuring: null, failureDetail: null }),
  initial: 'validating',
  states: {
    validating: {
      entry: assign({ fakeObitCount: null, collectionErrors: null, failedDuring: null, failureDetail: null }),
      invoke: [
        {
          id: 'countFakeObits',
          src: 'countFakeObits',
          input: ({ context }) => ({ siteId: context.siteId }),
          onDone: { actions: assign({ fakeObitCount: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'validation', error: event.error }) } },
        },
        {
          id: 'checkCollectionUrls',
          src: 'checkCollectionUrls',
          input: ({ context }) => ({ siteId: context.siteId }),
          onDone: { actions: assign({ collectionErrors: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'validation', error: event.error }) } },
        },
      ],
      // Decided once both validators have answered: the guards hold until then.
      always: [
        { guard: 'hasCollectionErrors', target: 'errors' },
        { guard: 'hasFakeObits', target: 'warnings' },
        { guard: 'isClean', target: 'staging' },
      ],
      on: { CLOSE: 'closed' },
    },
    warnings: {
      on: { CONTINUE: 'staging', CLOSE: 'closed' },
    },
    errors: {
      on: { CLOSE: 'closed' },
    },
    staging: {
      initial: 'starting',
      states: {
        starting: {
          after: { progressDelay: 'running' },
        },
        running: {
          invoke: {
            id: 'stageSite',
            src: 'stageSite',
            input: ({ context }) => ({ siteId: context.siteId }),
            onDone: '#staging.staged',
            onError: [
              {
                guard: 'isBlocked',
                target: '#staging.errors',
                actions: assign({ collectionErrors: ({ event }) => (isStagingBlocked(event.error) ? event.error.collections : []) }),
              },
              { target: '#staging.failed', actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'staging', error: event.error }) } },
            ],
          },
        },
      },
    },
    staged: {
      entry: 'announceStaged',
      on: { CLOSE: 'closed' },
    },
    failed: {
      on: { RETRY: 'validating', CLOSE: 'closed' },
    },
    closed: {
      type: 'final',
      entry: 'closeModal',
    },
  },
});
