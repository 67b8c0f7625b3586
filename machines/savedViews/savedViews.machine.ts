import { and, assertEvent, assign, emit, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { SavedView, SavedViewSearch } from '../../domain/api/savedViews.schema';
import type { Role } from '../../domain/roles';
import type { ListScreenId } from '../../domain/siteList/listScreens';
import { findById, replaceById, withoutId } from '../shared/listById';
import { notify } from '../shared/notice';
import { savedViewsNotices, unprovidedSavedViewsActors } from './savedViews.actors';
import { readFailedTag } from '../shared/readFailed';

export type ViewEditor = {
  /** null: a new view of the current search. */
  viewId: number | null;
  name: string;
  sharedRole: Role | null;
  search: SavedViewSearch;
};

export type SavedViewsContext = {
  screen: ListScreenId;
  /** A link that names a view and nothing else: it is opened once the views are loaded. */
  linkedViewId: number | null;
  views: SavedView[];
  editor: ViewEditor;
  /** The view being updated or deleted. */
  target: number | null;
};

export type SavedViewsEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN_SAVE'; search: SavedViewSearch }
  | { type: 'OPEN_RENAME'; viewId: number }
  | { type: 'CHANGE_EDITOR'; name?: string; sharedRole?: Role | null }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'UPDATE_VIEW'; viewId: number; search: SavedViewSearch }
  | { type: 'ASK_DELETE'; viewId: number }
  | { type: 'CONFIRM_DELETE' };

/** What the list does in answer: show a view (its search in the URL), or stop showing one. */
export type SavedViewsEmitted = { type: 'opened'; view: SavedView } | { type: 'closed'; viewId: number };

export type SavedViewsInput = { screen: ListScreenId; linkedViewId: number | null };

const blankEditor: ViewEditor = { viewId: null, name: '', sharedRole: null, search: {} };

/**
 * The saved views of one list screen and their editor (issue 19): loading -> ready | error
 * (retry). Ready: idle, editing (save the current search under a name, or rename and re-share a
 * view) -> saving, updating (a view takes the current search), confirmingDelete -> deleting.
 * Opening a view is the list's (a link to its search); the machine emits 'opened' for a view just
 * saved or named by a link, 'closed' for one deleted. Who may change which view is the server's
 * `mayChange` on each view. No I/O: actors and `notify` are injected.
 */
export const savedViewsMachine = setup({
  types: {
    context: {} as SavedViewsContext,
    events: {} as SavedViewsEvent,
    input: {} as SavedViewsInput,
    emitted: {} as SavedViewsEmitted,
  },
  actors: unprovidedSavedViewsActors,
  actions: {
    notify,
    opened: emit((_, view: SavedView) => ({ type: 'opened' as const, view })),
    closed: emit((_, viewId: number) => ({ type: 'closed' as const, viewId })),
  },
  guards: {
    nameGiven: ({ context }) => context.editor.name.trim() !== '',
    isNew: ({ context }) => context.editor.viewId === null,
    linkedViewFound: ({ context }) => context.linkedViewId !== null && findById(context.views, context.linkedViewId) !== undefined,
    linkedViewMissing: ({ context }) => context.linkedViewId !== null && findById(context.views, context.linkedViewId) === undefined,
    mayChange: ({ context, event }) => {
      assertEvent(event, ['OPEN_RENAME', 'UPDATE_VIEW', 'ASK_DELETE']);
      return findById(context.views, event.viewId)?.mayChange === true;
    },
  },
}).createMachine({
  id: 'savedViews',
  context: ({ input }) => ({ ...input, views: [], editor: blankEditor, target: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadViews',
        src: 'loadViews',
        input: ({ context }) => ({ screen: context.screen }),
        onDone: { target: 'ready', actions: assign({ views: ({ event }) => event.output }) },
        onError: { target: 'error' },
      },
    },
    error: { tags: readFailedTag, on: { RETRY: 'loading' } },
    ready: {
      initial: 'opening',
      states: {
        // A link that names a view opens it once, whatever happens after.
        opening: {
          always: [
            {
              guard: 'linkedViewFound',
              target: 'idle',
              actions: [
                { type: 'opened', params: ({ context }) => findById(context.views, context.linkedViewId ?? 0) as SavedView },
                assign({ linkedViewId: null }),
              ],
            },
            {
              guard: 'linkedViewMissing',
              target: 'idle',
              actions: [
                { type: 'notify', params: savedViewsNotices.linkNotFound },
                { type: 'closed', params: ({ context }) => context.linkedViewId ?? 0 },
                assign({ linkedViewId: null }),
              ],
            },
            { target: 'idle' },
          ],
        },
        idle: {
          on: {
            OPEN_SAVE: { target: 'editing', actions: assign({ editor: ({ event }) => ({ ...blankEditor, search: event.search }) }) },
            OPEN_RENAME: {
              guard: 'mayChange',
              target: 'editing',
              actions: assign({
                editor: ({ context, event }) => {
                  const view = findById(context.views, event.viewId) as SavedView;
                  return { viewId: view.id, name: view.name, sharedRole: view.sharedRole, search: view.search };
                },
              }),
            },
            UPDATE_VIEW: {
              guard: 'mayChange',
              target: 'updating',
              actions: assign({ target: ({ event }) => event.viewId, editor: ({ event }) => ({ ...blankEditor, search: event.search }) }),
            },
            ASK_DELETE: { guard: 'mayChange', target: 'confirmingDelete', actions: assign({ target: ({ event }) => event.viewId }) },
          },
        },
        editing: {
          on: {
            CHANGE_EDITOR: {
              actions: assign({
                editor: ({ context, event }) => ({
                  ...context.editor,
                  ...(event.name !== undefined ? { name: event.name } : {}),
                  ...(event.sharedRole !== undefined ? { sharedRole: event.sharedRole } : {}),
                }),
              }),
            },
            SUBMIT: [
              { guard: and(['nameGiven', 'isNew']), target: 'saving' },
              { guard: 'nameGiven', target: 'renaming' },
            ],
            CANCEL: 'idle',
          },
        },
        saving: {
          invoke: {
            id: 'createView',
            src: 'createView',
            input: ({ context }) => ({
              screen: context.screen,
              name: context.editor.name.trim(),
              search: context.editor.search,
              sharedRole: context.editor.sharedRole,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ views: ({ context, event }) => [...context.views, event.output] }),
                { type: 'notify', params: savedViewsNotices.saved },
                { type: 'opened', params: ({ event }) => event.output },
              ],
            },
            // The name stays in the box to be changed (a name already taken is a 409 saying so).
            onError: {
              target: 'editing',
              actions: { type: 'notify', params: ({ event }) => savedViewsNotices.saveFailed(refusalOf(event.error)) },
            },
          },
        },
        renaming: {
          invoke: {
            id: 'changeView',
            src: 'changeView',
            input: ({ context }) => ({
              id: context.editor.viewId ?? 0,
              name: context.editor.name.trim(),
              sharedRole: context.editor.sharedRole,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ views: ({ context, event }) => replaceById(context.views, event.output) }),
                { type: 'notify', params: savedViewsNotices.saved },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'notify', params: ({ event }) => savedViewsNotices.saveFailed(refusalOf(event.error)) },
            },
          },
        },
        updating: {
          invoke: {
            id: 'changeView',
            src: 'changeView',
            input: ({ context }) => ({ id: context.target ?? 0, search: context.editor.search }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ views: ({ context, event }) => replaceById(context.views, event.output), target: null }),
                { type: 'notify', params: savedViewsNotices.updated },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => savedViewsNotices.updateFailed(refusalOf(event.error)) },
            },
          },
        },
        confirmingDelete: { on: { CONFIRM_DELETE: 'deleting', CANCEL: 'idle' } },
        deleting: {
          invoke: {
            id: 'deleteView',
            src: 'deleteView',
            input: ({ context }) => ({ id: context.target ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'closed', params: ({ context }) => context.target ?? 0 },
                assign({ views: ({ context }) => withoutId(context.views, context.target ?? 0), target: null }),
                { type: 'notify', params: savedViewsNotices.deleted },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => savedViewsNotices.deleteFailed(refusalOf(event.error)) },
            },
          },
        },
      },
    },
  },
});
