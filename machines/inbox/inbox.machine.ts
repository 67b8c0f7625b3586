import { assertEvent, assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { InboxNotification, SnoozeChoice } from '../../domain/api/notifications.schema';
import type { NotificationKind } from '../../domain/inbox/notificationKinds';
import { notify } from '../shared/notice';
import { readFailedTag } from '../shared/readFailed';
import { inboxNotices, unprovidedInboxActors } from './inbox.actors';

export type InboxContext = {
  notifications: InboxNotification[];
  unreadCount: number;
  /** null: every kind. */
  kind: NotificationKind | null;
  unreadOnly: boolean;
  /** An INBOX_CHANGED was heard while a mark or snooze was under way: the list is read once it ends, whatever its answer. */
  changedMeanwhile: boolean;
};

export type InboxEvent =
  | { type: 'RETRY' }
  | { type: 'INBOX_CHANGED' }
  | { type: 'FILTER'; kind: NotificationKind | null }
  | { type: 'UNREAD_ONLY'; unreadOnly: boolean }
  | { type: 'MARK_READ'; ids: number[] }
  | { type: 'MARK_ALL_READ' }
  | { type: 'SNOOZE'; id: number; until: SnoozeChoice };

/**
 * The Inbox screen (issue 34): loading -> ready | failed (retry). Ready: idle, marking (some or
 * all read), snoozing. The filters (kind, unread only) choose among what was loaded. Every
 * INBOX_CHANGED of the live `inbox` channel reads the list again, keeping the one shown meanwhile;
 * one heard during a mark or snooze waits for it to end (decision 0601): a read started beside the
 * mark could answer with the list as it was before the mark, and the mark's own answer would be lost.
 * No I/O: actors and `notify` are injected.
 */
export const inboxMachine = setup({
  types: { context: {} as InboxContext, events: {} as InboxEvent },
  actors: unprovidedInboxActors,
  actions: {
    notify,
    filter: assign({
      kind: ({ event }) => {
        assertEvent(event, 'FILTER');
        return event.kind;
      },
    }),
    unreadOnly: assign({
      unreadOnly: ({ event }) => {
        assertEvent(event, 'UNREAD_ONLY');
        return event.unreadOnly;
      },
    }),
    noteChange: assign({ changedMeanwhile: true }),
    forgetChange: assign({ changedMeanwhile: false }),
  },
  guards: {
    changedMeanwhile: ({ context }) => context.changedMeanwhile,
  },
}).createMachine({
  id: 'inbox',
  context: { notifications: [], unreadCount: 0, kind: null, unreadOnly: false, changedMeanwhile: false },
  invoke: { id: 'inboxChanged', src: 'inboxChanged', onError: {} },
  on: {
    FILTER: { actions: 'filter' },
    UNREAD_ONLY: { actions: 'unreadOnly' },
  },
  initial: 'loading',
  states: {
    loading: {
      on: { INBOX_CHANGED: { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadInbox',
        src: 'loadInbox',
        input: {},
        onDone: {
          target: 'ready',
          actions: assign({
            notifications: ({ event }) => event.output.notifications,
            unreadCount: ({ event }) => event.output.unreadCount,
          }),
        },
        onError: { target: 'failed', actions: { type: 'notify', params: inboxNotices.loadFailed } },
      },
    },
    failed: { tags: readFailedTag, on: { RETRY: 'loading', INBOX_CHANGED: 'loading' } },
    ready: {
      on: { INBOX_CHANGED: '.reloading' },
      initial: 'idle',
      states: {
        idle: {
          on: {
            MARK_READ: 'marking',
            MARK_ALL_READ: 'marking',
            SNOOZE: 'snoozing',
          },
        },
        reloading: {
          entry: 'forgetChange',
          invoke: {
            id: 'loadInbox',
            src: 'loadInbox',
            input: {},
            onDone: {
              target: 'idle',
              actions: assign({
                notifications: ({ event }) => event.output.notifications,
                unreadCount: ({ event }) => event.output.unreadCount,
              }),
            },
            onError: 'idle',
          },
        },
        marking: {
          on: { INBOX_CHANGED: { actions: 'noteChange' } },
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ event }) => (event.type === 'MARK_READ' ? { ids: event.ids } : { all: true as const }),
            onDone: { target: 'reloading', actions: assign({ unreadCount: ({ event }) => event.output.unreadCount }) },
            onError: {
              target: 'refused',
              actions: { type: 'notify', params: ({ event }) => inboxNotices.markFailed(refusalOf(event.error)) },
            },
          },
        },
        // A refused mark or snooze changed nothing: back to idle, unless a change heard meanwhile is not read yet.
        refused: { always: [{ guard: 'changedMeanwhile', target: 'reloading' }, { target: 'idle' }] },
        snoozing: {
          on: { INBOX_CHANGED: { actions: 'noteChange' } },
          invoke: {
            id: 'snooze',
            src: 'snooze',
            input: ({ event }) => {
              assertEvent(event, 'SNOOZE');
              return { id: event.id, until: event.until };
            },
            onDone: {
              target: 'reloading',
              actions: [assign({ unreadCount: ({ event }) => event.output.unreadCount }), { type: 'notify', params: inboxNotices.snoozed }],
            },
            onError: {
              target: 'refused',
              actions: { type: 'notify', params: ({ event }) => inboxNotices.snoozeFailed(refusalOf(event.error)) },
            },
          },
        },
      },
    },
  },
});

/** The notifications the filters let through, newest first, as loaded. */
export const shownNotifications = (context: InboxContext): InboxNotification[] =>
  context.notifications.filter((item) => (context.kind === null || item.kind === context.kind) && (!context.unreadOnly || !item.read));
