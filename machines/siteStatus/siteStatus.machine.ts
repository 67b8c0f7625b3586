import { notifications } from '@mantine/notifications';
import { assign, setup } from 'xstate';
import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import { StatusActionRefused, unprovidedRunStatusAction } from './siteStatus.actors';
import { deletingMessage, failureMessage, successMessage } from './statusActionToasts';
import type { StatusAction } from './statusActions';

export type SiteStatusContext = {
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

export type SiteStatusInput = { siteId: number };

/** One id for the deletion's pending toast, so its answer replaces it instead of stacking. */
const deleteToastId = 'site-status-action-delete';

/** Where an action is chosen: from the start, and again after an earlier one finished. */
const choose = {
  CHOOSE: { target: 'confirming', actions: 'remember' },
  PICK_STATUS: 'picking',
} as const;

/**
 * A status action on one site (issue 5, part 1 §4): idle -> confirming (the action chosen; the
 * override first picks its status) -> submitting -> done (toast, the page re-reads the site) or
 * failed (toast with the server's reason). While submitting the confirm cannot be dismissed, so
 * the answer always has a screen to land on. No I/O here: `runAction` is injected with `provide`.
 */
export const siteStatusMachine = setup({
  types: {
    context: {} as SiteStatusContext,
    events: {} as SiteStatusEvent,
    input: {} as SiteStatusInput,
  },
  actors: {
    runAction: unprovidedRunStatusAction,
  },
  actions: {
    remember: assign({ action: ({ context, event }) => (event.type === 'CHOOSE' ? event.action : context.action) }),
    // A deletion has no page to come back to: part 1 §8 gives it a pending text while it runs.
    notifyPending: ({ context }) => {
      if (context.action?.kind === 'delete') {
        notifications.show({ id: deleteToastId, loading: true, message: deletingMessage, autoClose: false, withCloseButton: false });
      }
    },
    recordSuccess: assign({
      completed: ({ context }, change: SiteStatusChange | null) => (context.action ? { action: context.action, change } : null),
    }),
    notifySuccess: ({ context }, change: SiteStatusChange | null) => {
      if (!context.action) return;
      const message = successMessage(context.action, change);
      if (context.action.kind === 'delete') notifications.update({ id: deleteToastId, loading: false, color: 'green', message, autoClose: true, withCloseButton: true });
      else notifications.show({ color: 'green', message });
    },
    notifyFailure: ({ context }, { error }: { error: unknown }) => {
      if (!context.action) return;
      const toast = { color: 'red', ...failureMessage(context.action, error instanceof StatusActionRefused ? error.message : null) };
      if (context.action.kind === 'delete') notifications.update({ id: deleteToastId, loading: false, autoClose: true, withCloseButton: true, ...toast });
      else notifications.show(toast);
    },
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
      on: { CONFIRM: 'submitting', CANCEL: 'idle' },
    },
    submitting: {
      entry: 'notifyPending',
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => {
          if (!context.action) throw new Error('siteStatusAction: submitting without an action');
          return { siteId: context.siteId, action: context.action };
        },
        onDone: {
          target: 'done',
          actions: [
            { type: 'recordSuccess', params: ({ event }) => event.output },
            { type: 'notifySuccess', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { on: choose },
    failed: { on: choose },
  },
});
