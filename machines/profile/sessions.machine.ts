import { assertEvent, assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { SessionEntry } from '../../domain/api/me.schema';
import { notify } from '../shared/notice';
import { readFailedTag } from '../shared/readFailed';
import { profileNotices, unprovidedProfileActors } from './profile.actors';

export type SessionsEvent =
  { type: 'END'; id: number } | { type: 'END_OTHERS' } | { type: 'CONFIRM' } | { type: 'CANCEL' } | { type: 'RETRY' };

/**
 * The profile's Sessions tab: loading -> ready; one session signs out at once, every other one
 * after a confirmation; either reads the list again. No I/O.
 */
export const sessionsMachine = setup({
  types: { context: {} as { sessions: SessionEntry[] }, events: {} as SessionsEvent },
  actors: unprovidedProfileActors,
  actions: { notify },
}).createMachine({
  id: 'sessions',
  context: { sessions: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: { target: 'ready', actions: assign({ sessions: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { tags: [readFailedTag], on: { RETRY: 'loading' } },
    ready: { on: { END: 'ending', END_OTHERS: 'confirmingOthers' } },
    ending: {
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ event }) => {
          assertEvent(event, 'END');
          return { id: event.id };
        },
        onDone: { target: 'loading', actions: { type: 'notify', params: profileNotices.sessionEnded } },
        onError: {
          target: 'loading',
          actions: { type: 'notify', params: ({ event }) => profileNotices.endFailed(refusalOf(event.error)) },
        },
      },
    },
    confirmingOthers: { on: { CONFIRM: 'endingOthers', CANCEL: 'ready' } },
    endingOthers: {
      invoke: {
        id: 'endOtherSessions',
        src: 'endOtherSessions',
        onDone: { target: 'loading', actions: { type: 'notify', params: profileNotices.otherSessionsEnded } },
        onError: { target: 'ready', actions: { type: 'notify', params: ({ event }) => profileNotices.endFailed(refusalOf(event.error)) } },
      },
    },
  },
});
