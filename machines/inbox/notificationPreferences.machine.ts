import { assertEvent, assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { NotificationPreferences } from '../../domain/api/notifications.schema';
import { notify } from '../shared/notice';
import { inboxNotices, unprovidedInboxActors } from './inbox.actors';

export type NotificationPreferencesEvent = { type: 'RETRY' } | { type: 'CHOOSE'; change: Partial<NotificationPreferences> };

export type NotificationPreferencesContext = {
  /** What the panel shows: the person's choice as soon as they make it. */
  preferences: NotificationPreferences;
  /** What the server has; a failed save goes back to it. */
  saved: NotificationPreferences;
};

const none: NotificationPreferences = { kinds: [], dailyDigest: false };

/**
 * Which kinds of notification a person receives and whether they get the daily e-mail digest
 * (issue 34, decision 0522): loading -> ready | failed (retry). Each choice is saved at once and
 * shown before the answer, like the display settings; a choice made while saving wins and is saved
 * after; a refused save goes back to the saved choice with a toast. No I/O: actors and `notify` are injected.
 */
export const notificationPreferencesMachine = setup({
  types: { context: {} as NotificationPreferencesContext, events: {} as NotificationPreferencesEvent },
  actors: unprovidedInboxActors,
  actions: {
    notify,
    keep: assign((_, preferences: NotificationPreferences) => ({ preferences, saved: preferences })),
    show: assign({
      preferences: ({ context, event }) => {
        assertEvent(event, 'CHOOSE');
        return { ...context.preferences, ...event.change };
      },
    }),
    revert: assign({ preferences: ({ context }) => context.saved }),
  },
}).createMachine({
  id: 'notificationPreferences',
  context: { preferences: none, saved: none },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPreferences',
        src: 'loadPreferences',
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: { on: { CHOOSE: { target: 'saving', actions: 'show' } } },
    saving: {
      on: { CHOOSE: { target: 'saving', reenter: true, actions: 'show' } },
      invoke: {
        id: 'savePreferences',
        src: 'savePreferences',
        input: ({ context }) => context.preferences,
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        onError: {
          target: 'ready',
          actions: ['revert', { type: 'notify', params: ({ event }) => inboxNotices.preferencesFailed(refusalOf(event.error)) }],
        },
      },
    },
  },
});
