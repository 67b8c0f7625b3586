import { assertEvent, assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { Preferences } from '../../domain/api/me.schema';
import { notify } from '../shared/notice';
import { profileNotices, unprovidedProfileActors } from './profile.actors';

export type PreferencesEvent = { type: 'CHOOSE'; change: Partial<Preferences> };

export type PreferencesContext = {
  /** What the screens show: the person's choice as soon as they make it. */
  preferences: Preferences;
  /** What the server has; a failed save goes back to it. */
  saved: Preferences;
};

/**
 * A person's density and colour scheme (issue 33, decision 0541): it starts from what this device
 * last knew of them (`input`, so the first screen has them without a flash), reads the server's,
 * and saves each choice at once, showing it before the answer; a refused save goes back to the
 * saved choice with a toast. A failed read keeps the device's copy: the screens work without it.
 * No I/O: actors and `notify` are injected.
 */
export const preferencesMachine = setup({
  types: { context: {} as PreferencesContext, events: {} as PreferencesEvent, input: {} as { known: Preferences } },
  actors: unprovidedProfileActors,
  actions: {
    notify,
    keep: assign((_, preferences: Preferences) => ({ preferences, saved: preferences })),
    show: assign({
      preferences: ({ context, event }) => {
        assertEvent(event, 'CHOOSE');
        return { ...context.preferences, ...event.change };
      },
    }),
    revert: assign({ preferences: ({ context }) => context.saved }),
  },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({ preferences: input.known, saved: input.known }),
  initial: 'loading',
  // A choice made while reading or saving wins: it is saved after what it overtook.
  on: { CHOOSE: { target: '.saving', reenter: true, actions: 'show' } },
  states: {
    loading: {
      invoke: {
        id: 'loadPreferences',
        src: 'loadPreferences',
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        onError: 'ready',
      },
    },
    ready: {},
    saving: {
      invoke: {
        id: 'savePreferences',
        src: 'savePreferences',
        input: ({ context }) => context.preferences,
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        onError: {
          target: 'ready',
          actions: ['revert', { type: 'notify', params: ({ event }) => profileNotices.preferencesFailed(refusalOf(event.error)) }],
        },
      },
    },
  },
});
