import { and, assign, setup } from 'xstate';
import type { SiteStatus } from '../../domain/siteStatus';
import { preLiveStatuses } from '../../domain/sitePhases';
import { actorMaySend, type SiteLifecycleEvent } from '../../domain/siteLifecycle/siteLifecycleEvents';

export interface SiteLifecycleContext {
  /** Where a Revisions Needed site came from; REVISIONS_DONE returns by it (decisions.md §3). */
  revisionsFrom: SiteStatus | null;
}

/**
 * Statuses whose revisions go back to Final QA: the site is already staged, so the QA it needs
 * next is the final one. Anything earlier (or unknown) goes back to Pre-Staging QA.
 */
const revisionsReturnToFinalQa: readonly SiteStatus[] = [
  'Staged',
  'Final QA',
  'Approved',
  '100% Ready',
  'Missed Launch',
  'Live',
  'Post-Live QA',
];

/** The pre-live statuses the daily job may find with a passed launch date (decisions.md §4: '100% Ready (or earlier)'). */
export const launchMissableStatuses: readonly SiteStatus[] = preLiveStatuses.filter((status) => status !== 'Missed Launch');

const allowed = 'actorMaySend' as const;

/** GO_LIVE from any status but Live, MARK_LOST from any but Lost and Test, LAUNCH_MISSED from the pre-live ones. */
const commonTransitions = (status: SiteStatus) => ({
  ...(status !== 'Live' ? { GO_LIVE: { guard: allowed, target: 'Live' } } : {}),
  ...(status !== 'Lost' && status !== 'Test' ? { MARK_LOST: { guard: allowed, target: 'Lost' } } : {}),
  ...(launchMissableStatuses.includes(status) ? { LAUNCH_MISSED: { guard: allowed, target: 'Missed Launch' } } : {}),
});

const requestRevisions = (from: SiteStatus) => ({
  guard: allowed,
  target: 'Revisions Needed',
  actions: { type: 'rememberRevisionsFrom' as const, params: { from } },
});

/**
 * The site lifecycle of decisions.md §3: one state per status, one transition per matrix row,
 * and one role guard fed by the permission matrix. No I/O: the server asks it through
 * `nextStatus` and writes the result; the browser asks it which actions to offer.
 */
export const siteLifecycleMachine = setup({
  types: {
    context: {} as SiteLifecycleContext,
    events: {} as SiteLifecycleEvent,
  },
  guards: {
    actorMaySend: ({ event }) => actorMaySend(event.role, event.type),
    cameFromFinalQaOrLater: ({ context }) => context.revisionsFrom !== null && revisionsReturnToFinalQa.includes(context.revisionsFrom),
  },
  actions: {
    rememberRevisionsFrom: assign((_, params: { from: SiteStatus }) => ({ revisionsFrom: params.from })),
    forgetRevisionsFrom: assign({ revisionsFrom: null }),
  },
}).createMachine({
  id: 'siteLifecycle',
  initial: 'Test',
  context: { revisionsFrom: null },
  states: {
    Test: {
      on: { READY: { guard: allowed, target: 'Ready for Design' }, ...commonTransitions('Test') },
    },
    'Ready for Design': {
      on: {
        ASSIGN_DESIGNER: { guard: allowed, target: 'In Design' },
        SUBMIT_FOR_REVIEW: { guard: allowed, target: 'Pre-Staging QA' },
        ...commonTransitions('Ready for Design'),
      },
    },
    'In Design': {
      on: {
        SUBMIT_FOR_REVIEW: { guard: allowed, target: 'Pre-Staging QA' },
        WAIT_FOR_CONTENT: { guard: allowed, target: 'Waiting for Content' },
        UNASSIGN_DESIGNER: { guard: allowed, target: 'Ready for Design' },
        ...commonTransitions('In Design'),
      },
    },
    'Waiting for Content': {
      on: { CONTENT_RECEIVED: { guard: allowed, target: 'In Design' }, ...commonTransitions('Waiting for Content') },
    },
    // No matrix row leads here: sites carried over from before the matrix may still be in review.
    'In Review': {
      on: {
        SUBMIT_FOR_REVIEW: { guard: allowed, target: 'Pre-Staging QA' },
        REQUEST_REVISIONS: requestRevisions('In Review'),
        ...commonTransitions('In Review'),
      },
    },
    'Pre-Staging QA': {
      on: {
        STAGE: { guard: allowed, target: 'Staged' },
        REQUEST_REVISIONS: requestRevisions('Pre-Staging QA'),
        ...commonTransitions('Pre-Staging QA'),
      },
    },
    'Revisions Needed': {
      exit: 'forgetRevisionsFrom',
      on: {
        REVISIONS_DONE: [
          { guard: and([allowed, 'cameFromFinalQaOrLater']), target: 'Final QA' },
          { guard: allowed, target: 'Pre-Staging QA' },
        ],
        // A new designer picks up the revisions: the status and where it came from stay.
        ASSIGN_DESIGNER: { guard: allowed, target: 'Revisions Needed' },
        ...commonTransitions('Revisions Needed'),
      },
    },
    Staged: {
      on: {
        FINAL_QA: { guard: allowed, target: 'Final QA' },
        WAIT_FOR_CONTENT: { guard: allowed, target: 'Waiting for Content' },
        ...commonTransitions('Staged'),
      },
    },
    'Final QA': {
      on: {
        STAGE: { guard: allowed, target: 'Staged' },
        APPROVE: { guard: allowed, target: 'Approved' },
        REQUEST_REVISIONS: requestRevisions('Final QA'),
        ...commonTransitions('Final QA'),
      },
    },
    Approved: {
      on: { READY_TO_LAUNCH: { guard: allowed, target: '100% Ready' }, ...commonTransitions('Approved') },
    },
    '100% Ready': {
      on: { ...commonTransitions('100% Ready') },
    },
    'Missed Launch': {
      on: { RESCHEDULE: { guard: allowed, target: '100% Ready' }, ...commonTransitions('Missed Launch') },
    },
    Live: {
      on: {
        POST_LIVE_QA: { guard: allowed, target: 'Post-Live QA' },
        REBUILD: { guard: allowed, target: 'Rebuild' },
        ...commonTransitions('Live'),
      },
    },
    'Post-Live QA': {
      on: { QA_DONE: { guard: allowed, target: 'Live' }, ...commonTransitions('Post-Live QA') },
    },
    Rebuild: {
      on: { ASSIGN_DESIGNER: { guard: allowed, target: 'In Design' }, ...commonTransitions('Rebuild') },
    },
    Lost: {
      on: { REOPEN: { guard: allowed, target: 'Ready for Design' }, ...commonTransitions('Lost') },
    },
  },
});
