import { assertEvent, assign, setup } from 'xstate';
import { type SettingsChangeEntry, settingsHistoryPageSize } from '../../domain/api/settings.schema';
import type { SettingsList } from '../../domain/settings/settingsLists';
import { notify } from '../shared/notice';
import { readFailedTag } from '../shared/readFailed';
import { settingsNotices, unprovidedSettingsActors } from './settings.actors';

export type SettingsHistoryContext = {
  /** The list whose changes show; null for every list's. */
  list: SettingsList | null;
  changes: SettingsChangeEntry[];
  /** Whether a full page came back, so older changes may be left. */
  more: boolean;
};

export type SettingsHistoryEvent =
  { type: 'FILTER'; list: SettingsList | null } | { type: 'MORE' } | { type: 'RELOAD' } | { type: 'RETRY' };

const pageOf = (list: SettingsList | null, before?: number) => ({ ...(list ? { list } : {}), ...(before ? { before } : {}) });

/**
 * The History section of the Settings screen (docs/decisions/0512): the settings log newest first,
 * one list's or all, a page at a time ('Show older' reads the page before the last change shown).
 * A change saved on the screen reads it again (RELOAD).
 */
export const settingsHistoryMachine = setup({
  types: {
    context: {} as SettingsHistoryContext,
    events: {} as SettingsHistoryEvent,
  },
  actors: unprovidedSettingsActors,
  actions: { notify },
  guards: { olderLeft: ({ context }) => context.more },
}).createMachine({
  id: 'settingsHistory',
  context: { list: null, changes: [], more: false },
  initial: 'loading',
  on: {
    FILTER: {
      target: '.loading',
      actions: assign({
        list: ({ event }) => {
          assertEvent(event, 'FILTER');
          return event.list;
        },
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => pageOf(context.list),
        onDone: {
          target: 'ready',
          actions: assign({ changes: ({ event }) => event.output, more: ({ event }) => event.output.length === settingsHistoryPageSize }),
        },
        onError: { target: 'failed', actions: { type: 'notify', params: settingsNotices.historyFailed } },
      },
    },
    ready: {
      on: { MORE: { target: 'loadingOlder', guard: 'olderLeft' }, RELOAD: 'loading' },
    },
    loadingOlder: {
      invoke: {
        id: 'loadOlderHistory',
        src: 'loadHistory',
        input: ({ context }) => pageOf(context.list, context.changes.at(-1)?.id),
        onDone: {
          target: 'ready',
          actions: assign({
            changes: ({ context, event }) => [...context.changes, ...event.output],
            more: ({ event }) => event.output.length === settingsHistoryPageSize,
          }),
        },
        onError: { target: 'ready', actions: { type: 'notify', params: settingsNotices.historyFailed } },
      },
    },
    failed: {
      tags: [readFailedTag],
      on: { RETRY: 'loading', RELOAD: 'loading' },
    },
  },
});
