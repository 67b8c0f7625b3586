import { assertEvent, assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { Profile } from '../../domain/api/me.schema';
import { notify } from '../shared/notice';
import { readFailedTag } from '../shared/readFailed';
import { profileNotices, unprovidedProfileActors } from './profile.actors';

export type ProfileDetailsEvent =
  { type: 'SAVE'; name: string; trelloMemberId: string } | { type: 'UPLOAD'; file: File } | { type: 'RETRY' };

/**
 * The profile's Details tab: loading -> ready, where a save or an avatar upload runs and comes
 * back to ready with the answer (the profile as the server now has it) and a toast. No I/O.
 */
export const profileDetailsMachine = setup({
  types: { context: {} as { profile: Profile | null }, events: {} as ProfileDetailsEvent },
  actors: unprovidedProfileActors,
  actions: { notify, keep: assign((_, profile: Profile) => ({ profile })) },
}).createMachine({
  id: 'profileDetails',
  context: { profile: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        onError: 'loadFailed',
      },
    },
    loadFailed: { tags: [readFailedTag], on: { RETRY: 'loading' } },
    ready: { on: { SAVE: 'saving', UPLOAD: 'uploading' } },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => {
          assertEvent(event, 'SAVE');
          return { name: event.name, trelloMemberId: event.trelloMemberId };
        },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keep', params: ({ event }) => event.output },
            { type: 'notify', params: profileNotices.saved },
          ],
        },
        onError: { target: 'ready', actions: { type: 'notify', params: ({ event }) => profileNotices.saveFailed(refusalOf(event.error)) } },
      },
    },
    uploading: {
      invoke: {
        id: 'uploadAvatar',
        src: 'uploadAvatar',
        input: ({ event }) => {
          assertEvent(event, 'UPLOAD');
          return { file: event.file };
        },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keep', params: ({ event }) => event.output },
            { type: 'notify', params: profileNotices.avatarChanged },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'notify', params: ({ event }) => profileNotices.avatarFailed(refusalOf(event.error)) },
        },
      },
    },
  },
});
