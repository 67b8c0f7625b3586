import { assertEvent, assign, emit, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { SettingsList } from '../../domain/settings/settingsLists';
import { notify } from '../shared/notice';
import { type SettingsChange, type SettingsRow, settingsNotices, unprovidedSettingsActors } from './settings.actors';

export type SettingsContext = { list: SettingsList; entries: SettingsRow[]; pending: SettingsChange | null };

export type SettingsEvent = { type: 'CHANGE'; change: SettingsChange } | { type: 'RELOAD' };

/**
 * One section of the Settings screen (issue 30): its list loads, then each change (add, rename,
 * reorder, retire, restore, delete) is saved and the list read again, since a change moves other
 * entries too (positions) and the counts may have moved. A refusal (a duplicate name, an entry in
 * use, a protected id) is a toast with the server's words and leaves the list as it was.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as { list: SettingsList },
  },
  actors: unprovidedSettingsActors,
  actions: {
    notify,
    // The screen's other pieces read again what a change may have moved: the history, the choices of a type or category.
    saved: emit(({ context }) => ({ type: 'saved' as const, list: context.list })),
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({ list: input.list, entries: [], pending: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        input: ({ context }) => ({ list: context.list }),
        onDone: { target: 'ready', actions: assign({ entries: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'notify', params: settingsNotices.loadFailed } },
      },
    },
    ready: {
      on: {
        CHANGE: {
          target: 'saving',
          actions: assign({
            pending: ({ event }) => {
              assertEvent(event, 'CHANGE');
              return event.change;
            },
          }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveChange',
        src: 'saveChange',
        input: ({ context }) => ({ list: context.list, change: context.pending as SettingsChange }),
        onDone: { target: 'loading', actions: [assign({ pending: null }), { type: 'notify', params: settingsNotices.saved }, 'saved'] },
        onError: {
          target: 'ready',
          actions: [
            assign({ pending: null }),
            { type: 'notify', params: ({ event }) => settingsNotices.saveFailed(refusalOf(event.error)) },
          ],
        },
      },
    },
    failed: {
      on: { RELOAD: 'loading' },
    },
  },
});
