import { assign, setup } from 'xstate';
import { unprovidedInboxActors } from './inbox.actors';

/**
 * The bell's unread count in the top bar (issue 34): counting -> showing, read again at each
 * INBOX_CHANGED from the live `inbox` channel (every instance hears a change, whoever wrote it).
 * A failed read keeps the last count and waits for the next change: the bell never shows an error.
 * No I/O: `loadInbox` and `inboxChanged` are injected.
 */
export const unreadBadgeMachine = setup({
  types: { context: {} as { unreadCount: number } },
  actors: unprovidedInboxActors,
}).createMachine({
  id: 'unreadBadge',
  context: { unreadCount: 0 },
  invoke: { id: 'inboxChanged', src: 'inboxChanged', onError: {} },
  on: { INBOX_CHANGED: '.counting' },
  initial: 'counting',
  states: {
    counting: {
      on: { INBOX_CHANGED: { target: 'counting', reenter: true } },
      invoke: {
        id: 'loadInbox',
        src: 'loadInbox',
        input: { unread: '1' as const },
        onDone: { target: 'showing', actions: assign({ unreadCount: ({ event }) => event.output.unreadCount }) },
        onError: 'showing',
      },
    },
    showing: {},
  },
});
