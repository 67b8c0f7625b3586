import { assertEvent, assign, setup } from 'xstate';
import type { BulkOutcome } from '../../domain/api/bulkActions.schema';
import { refusalOf } from '../../domain/api/apiError';
import { type BulkAction, type BulkActionDraft, bulkLimit, isCompleteAction } from '../../domain/bulkActions/bulkActionChoices';
import { emptySelection, type RowSelection, setPage, toggleRow } from '../../domain/bulkActions/rowSelection';
import type { SiteListRequest } from '../../domain/siteList/listSearch';
import { notify } from '../shared/notice';
import { bulkActionsNotices, unprovidedBulkActionsActors } from './bulkActions.actors';

export type BulkActionsContext = {
  /** The list's filters: 'select all N matching' asks the server for their ids. */
  request: SiteListRequest;
  selection: RowSelection;
  /** The list's total when 'select all N matching' was chosen; null for a selection made by hand. */
  matchingTotal: number | null;
  /** The change chosen in the bar; an assignment's person may still be unchosen (undefined). */
  action: BulkActionDraft | null;
  outcomes: BulkOutcome[];
};

export type BulkActionsEvent =
  | { type: 'TOGGLE_ROW'; id: number; range: boolean; pageIds: number[] }
  | { type: 'SET_PAGE'; pageIds: number[]; selected: boolean }
  | { type: 'SELECT_MATCHING'; total: number }
  | { type: 'CLEAR' }
  | { type: 'CHOOSE_ACTION'; action: BulkActionDraft | null }
  | { type: 'APPLY' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' }
  /** The list's filters changed: the selection was of other rows, so it is dropped. */
  | { type: 'FILTERS_CHANGED'; request: SiteListRequest };

/**
 * Row selection and one bulk change (issue 19): idle (select rows by hand, by page, or all
 * matching: selectingMatching) -> confirming -> applying -> reported (each site's outcome) ->
 * idle, the refused sites left selected to try again. A selection past 500 sites cannot be
 * applied (the server's limit, said in the bar). No I/O: actors and `notify` are injected.
 */
export const bulkActionsMachine = setup({
  types: {
    context: {} as BulkActionsContext,
    events: {} as BulkActionsEvent,
    input: {} as { request: SiteListRequest },
  },
  actors: unprovidedBulkActionsActors,
  actions: {
    notify,
    clearSelection: assign({ selection: emptySelection, matchingTotal: null }),
  },
  guards: {
    readyToApply: ({ context }) =>
      context.selection.selected.length > 0 && context.selection.selected.length <= bulkLimit && isCompleteAction(context.action),
  },
}).createMachine({
  id: 'bulkActions',
  context: ({ input }) => ({ request: input.request, selection: emptySelection, matchingTotal: null, action: null, outcomes: [] }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        TOGGLE_ROW: {
          actions: assign({
            selection: ({ context, event }) => toggleRow(context.selection, event),
            matchingTotal: null,
          }),
        },
        SET_PAGE: {
          actions: assign({
            selection: ({ context, event }) => setPage(context.selection, event.pageIds, event.selected),
            matchingTotal: null,
          }),
        },
        SELECT_MATCHING: 'selectingMatching',
        CLEAR: { actions: 'clearSelection' },
        CHOOSE_ACTION: { actions: assign({ action: ({ event }) => event.action }) },
        APPLY: { guard: 'readyToApply', target: 'confirming' },
        FILTERS_CHANGED: { actions: ['clearSelection', assign({ request: ({ event }) => event.request })] },
      },
    },
    selectingMatching: {
      entry: assign({
        matchingTotal: ({ event }) => {
          assertEvent(event, 'SELECT_MATCHING');
          return event.total;
        },
      }),
      invoke: {
        id: 'loadMatchingIds',
        src: 'loadMatchingIds',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'idle', actions: assign({ selection: ({ event }) => ({ selected: event.output.ids, anchor: null }) }) },
        onError: {
          target: 'idle',
          actions: [assign({ matchingTotal: null }), { type: 'notify', params: bulkActionsNotices.selectFailed }],
        },
      },
      on: {
        FILTERS_CHANGED: { target: 'idle', actions: ['clearSelection', assign({ request: ({ event }) => event.request })] },
      },
    },
    confirming: {
      on: { CONFIRM: 'applying', CANCEL: 'idle' },
    },
    applying: {
      invoke: {
        id: 'applyBulkAction',
        src: 'applyBulkAction',
        input: ({ context }) => ({ siteIds: [...context.selection.selected], action: context.action as BulkAction }),
        onDone: { target: 'reported', actions: assign({ outcomes: ({ event }) => event.output.outcomes }) },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => bulkActionsNotices.applyFailed(refusalOf(event.error)) },
        },
      },
    },
    reported: {
      on: {
        DISMISS: {
          target: 'idle',
          actions: assign({
            selection: ({ context }) => ({
              selected: context.outcomes.flatMap((outcome) => (outcome.outcome === 'refused' ? [outcome.siteId] : [])),
              anchor: null,
            }),
            matchingTotal: null,
            outcomes: [],
          }),
        },
      },
    },
  },
});
