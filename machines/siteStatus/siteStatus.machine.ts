import { assertEvent, assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import { notify } from '../shared/notice';
import { siteStatusNotices, unprovidedSiteStatusActors } from './siteStatus.actors';
import type { StatusAction } from './statusActions';

type SiteStatusContext = {
  siteId: number;
  /** The action being confirmed or run; kept after it ran, for the toasts. */
  action: StatusAction | null;
  /** A new object per success, so the view reports each success exactly once. */
  completed: { action: StatusAction; change: SiteStatusChange | null } | null;
};

export type SiteStatusEvent =
  | { type: 'CHOOSE'; action: StatusAction }
  /** The admin's 'Change status…': a picker of selectable statuses before the confirm. */
  | { type: 'PICK_STATUS' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

type SiteStatusInput = { siteId: number };

/** Where an action is chosen: from the start, and again after an earlier one finished. */
const choose = {
  CHOOSE: { target: 'confirming', actions: 'remember' },
  PICK_STATUS: 'picking',
} as const;

/** The action being run; submitting is never entered without one. */
const runningAction = (context: SiteStatusContext): StatusAction => {
  if (!context.action) throw new Error('siteStatus machine: submitting without an action');
  return context.action;
};

/**
 * A status action on one site (issue 5, part 1 §4): idle -> confirming (the action chosen; the
 * override first picks its status) -> submitting -> done (toast, the page re-reads the site) or
 * failed (toast with the server's reason). A deletion shows 'Deleting site...' while it runs, which
 * its outcome replaces. While submitting the confirm cannot be dismissed, so the answer always has
 * a screen to land on. No I/O here: `runAction` and `notify` are injected.
 */
export const siteStatusMachine = setup({
  types: {
    context: {} as SiteStatusContext,
    events: {} as SiteStatusEvent,
    input: {} as SiteStatusInput,
  },
  actors: unprovidedSiteStatusActors,
  actions: {
    notify,
    remember: assign({
      action: ({ event }) => {
        assertEvent(event, 'CHOOSE');
        return event.action;
      },
    }),
    recordSuccess: assign({
      completed: ({ context }, change: SiteStatusChange | null) => ({ action: runningAction(context), change }),
    }),
  },
  guards: {
    isDeletion: ({ context }) => context.action?.kind === 'delete',
  },
}).createMachine({
  id: 'siteStatus',
  context: ({ input }) => ({ siteId: input.siteId, action: null, completed: null }),
  initial: 'idle',
  states: {
    idle: { on: choose },
    picking: {
      on: {
        CHOOSE: choose.CHOOSE,
        CANCEL: 'idle',
      },
    },
    confirming: {
      on: {
        CONFIRM: [
          {
            guard: 'isDeletion',
            target: 'submitting',
            actions: { type: 'notify', params: ({ context }) => siteStatusNotices.deleting(context.siteId) },
          },
          { target: 'submitting' },
        ],
        CANCEL: 'idle',
      },
    },
    submitting: {
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ siteId: context.siteId, action: runningAction(context) }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'recordSuccess', params: ({ event }) => event.output },
            {
              type: 'notify',
              params: ({ context, event }) => siteStatusNotices.done(context.siteId, runningAction(context), event.output),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'notify',
            params: ({ context, event }) => siteStatusNotices.failed(context.siteId, runningAction(context), refusalOf(event.error)),
          },
        },
      },
    },
    done: { on: choose },
    failed: { on: choose },
  },
});
