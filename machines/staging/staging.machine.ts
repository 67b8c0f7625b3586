import { assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import { blockingCollectionsOf, type CollectionUrlError } from '../../domain/api/staging.schema';
import { notify } from '../shared/notice';
import { stagingNotices, unprovidedStagingActors } from './staging.actors';

type StagingContext = {
  siteId: number;
  progressDelayMs: number;
  /** Fake obituaries still on the site; null until the validator answers. */
  fakeObitCount: number | null;
  /** Collections whose URLs do not resolve; null until the validator answers. */
  collectionErrors: CollectionUrlError[] | null;
  /** What failed, for the failed screen's title, and the server's reason when it gave one. */
  failedDuring: 'validation' | 'staging' | null;
  failureDetail: string | null;
};

export type StagingEvent = { type: 'CONFIRM' } | { type: 'CONTINUE' } | { type: 'CLOSE' } | { type: 'RETRY' };

/** Part 1 §4: 'Staging progress steps start after a 1 second delay'. */
const stagingProgressDelayMs = 1000;

/** `progressDelayMs` is part 1 §4's second unless given: stories hold the first step or skip the wait. */
type StagingInput = { siteId: number; progressDelayMs?: number };

/**
 * Stage Site (part 1 §4): it first asks for confirmation (issue 33: staging publishes the site and
 * cannot be undone here; Cancel closes, Stage Site goes on). Validating runs both validators at once; then 'Hang on!' warnings (fake
 * obituaries: Continue or Cancel), blocking errors (collection URLs that do not resolve: Close),
 * or straight to staging when there are no findings. Errors win over warnings. Staging waits the
 * progress delay, then asks the server to stage (which validates again) -> staged | failed; a
 * server-side collection error shows the errors screen. Staged asks for its toast through the
 * injected `notify`; closed is final, so the view knows the modal is done. No I/O here.
 */
export const stagingMachine = setup({
  types: {
    context: {} as StagingContext,
    events: {} as StagingEvent,
    input: {} as StagingInput,
  },
  actors: unprovidedStagingActors,
  actions: {
    notify,
    /** Keeps the server's reason when it refused with one. */
    recordFailure: assign((_, params: { during: 'validation' | 'staging'; error: unknown }) => ({
      failedDuring: params.during,
      failureDetail: refusalOf(params.error),
    })),
  },
  delays: {
    progressDelay: ({ context }) => context.progressDelayMs,
  },
  guards: {
    hasCollectionErrors: ({ context }) => context.fakeObitCount !== null && (context.collectionErrors?.length ?? 0) > 0,
    hasFakeObits: ({ context }) => context.collectionErrors !== null && (context.fakeObitCount ?? 0) > 0,
    isClean: ({ context }) => context.collectionErrors !== null && context.fakeObitCount !== null,
    isBlocked: (_, error: unknown) => blockingCollectionsOf(error) !== null,
  },
}).createMachine({
  id: 'staging',
  context: ({ input }) => ({
    siteId: input.siteId,
    progressDelayMs: input.progressDelayMs ?? stagingProgressDelayMs,
    fakeObitCount: null,
    collectionErrors: null,
    failedDuring: null,
    failureDetail: null,
  }),
  initial: 'confirming',
  states: {
    confirming: {
      on: { CONFIRM: 'validating', CLOSE: 'closed' },
    },
    validating: {
      entry: assign({ fakeObitCount: null, collectionErrors: null, failedDuring: null, failureDetail: null }),
      invoke: [
        {
          id: 'countFakeObits',
          src: 'countFakeObits',
          input: ({ context }) => ({ id: context.siteId }),
          onDone: { actions: assign({ fakeObitCount: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'validation', error: event.error }) },
          },
        },
        {
          id: 'checkCollectionUrls',
          src: 'checkCollectionUrls',
          input: ({ context }) => ({ id: context.siteId }),
          onDone: { actions: assign({ collectionErrors: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'validation', error: event.error }) },
          },
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
            input: ({ context }) => ({ id: context.siteId }),
            onDone: '#staging.staged',
            onError: [
              {
                guard: { type: 'isBlocked', params: ({ event }: { event: { error: unknown } }) => event.error },
                target: '#staging.errors',
                actions: assign({ collectionErrors: ({ event }) => blockingCollectionsOf(event.error) }),
              },
              {
                target: '#staging.failed',
                actions: { type: 'recordFailure', params: ({ event }) => ({ during: 'staging', error: event.error }) },
              },
            ],
          },
        },
      },
    },
    staged: {
      entry: { type: 'notify', params: stagingNotices.staged },
      on: { CLOSE: 'closed' },
    },
    failed: {
      on: { RETRY: 'validating', CLOSE: 'closed' },
    },
    closed: {
      type: 'final',
    },
  },
});
