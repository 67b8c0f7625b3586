import { and, assertEvent, assign, setup, stateIn } from 'xstate';
import { type Mentionable, mentionedIn } from '../../domain/inbox/mentions';
import type { Note } from '../../domain/api/siteNotes.schema';
import { defaultNoteFilter, defaultNoteType } from '../../domain/siteNotes/noteDefaults';
import { mayChangeNote } from '../../domain/siteNotes/noteRules';
import { allNoteTypes, type NoteFilter, type NoteType } from '../../domain/siteNotes/noteTypes';
import type { Viewer } from '../../domain/viewer';
import { findById, replaceById, withoutId } from '../shared/listById';
import { notify } from '../shared/notice';
import { liveRereading } from '../shared/liveRereading';
import type { SitesChangedEvent } from '../shared/siteChanges';
import { siteNotesNotices, unprovidedSiteNotesActors } from './siteNotes.actors';
import { readFailedTag } from '../shared/readFailed';

/** `mentions`: the people picked in the `@` box (issue 34); those still named in the text are sent. */
export type NoteDraft = { note: string; type: NoteType; mentions: Mentionable[] };

export type SiteNotesContext = {
  fhid: number;
  viewer: Viewer;
  filter: NoteFilter;
  /** Newest first, as the server lists them. */
  notes: Note[];
  draft: NoteDraft;
  /** The note the edit modal or the delete confirmation is about. */
  target: Note | null;
  editText: string;
};

export type SiteNotesEvent =
  | { type: 'SET_FILTER'; filter: NoteFilter }
  | { type: 'RETRY' }
  | { type: 'CHANGE_DRAFT'; draft: Partial<NoteDraft> }
  | { type: 'SUBMIT' }
  | { type: 'OPEN_EDIT'; noteId: number }
  | { type: 'CHANGE_EDIT'; note: string }
  | { type: 'SAVE_EDIT' }
  | { type: 'CLOSE_EDIT' }
  | { type: 'ASK_DELETE'; noteId: number }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  | SitesChangedEvent;

/** `filter`: the list's first filter when not the viewer's default (a mention's link, docs/decisions/0554). */
export type SiteNotesInput = { fhid: number; viewer: Viewer; filter?: NoteFilter };

const findNote = (context: SiteNotesContext, noteId: number) => findById(context.notes, noteId);

const shownUnder = (filter: NoteFilter, note: Note) => filter === allNoteTypes || filter === note.type;

/**
 * A site's notes (part 1 §2 'site notes', §5, §8): loading -> ready (the list, or empty) or error
 * (retry). Once ready, the add form (idle -> adding) and the dialogs (edit modal, delete
 * confirmation) run side by side. The filter reloads the list and waits while something is being
 * saved. A submit is ignored when the text is empty or while one runs. Beside them, the list
 * listens for the site's live changes (a colleague's note) and re-reads itself in the background.
 * No I/O: actors and the `notify` action are injected.
 */
export const siteNotesMachine = setup({
  types: {
    context: {} as SiteNotesContext,
    events: {} as SiteNotesEvent,
    input: {} as SiteNotesInput,
  },
  actors: unprovidedSiteNotesActors,
  actions: {
    notify,
    showNotes: assign({ notes: (_, notes: Note[]) => notes }),
    setFilter: assign({
      filter: ({ event }) => {
        assertEvent(event, 'SET_FILTER');
        return event.filter;
      },
    }),
  },
  guards: {
    hasNotes: ({ context }) => context.notes.length > 0,
    hasNoNotes: ({ context }) => context.notes.length === 0,
    draftHasText: ({ context }) => context.draft.note.trim() !== '',
    editHasText: ({ context }) => context.editText.trim() !== '',
    mayChange: ({ context, event }) => {
      assertEvent(event, ['OPEN_EDIT', 'ASK_DELETE']);
      const note = findNote(context, event.noteId);
      return note !== undefined && mayChangeNote(context.viewer, note.user_id);
    },
    nothingSaving: and([stateIn({ ready: { form: 'idle' } }), stateIn({ ready: { dialog: 'closed' } })]),
  },
}).createMachine({
  id: 'siteNotes',
  context: ({ input }) => ({
    fhid: input.fhid,
    viewer: input.viewer,
    filter: input.filter ?? defaultNoteFilter[input.viewer.role],
    notes: [],
    draft: { note: '', type: defaultNoteType[input.viewer.role], mentions: [] },
    target: null,
    editText: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNotes',
        src: 'loadNotes',
        input: ({ context }) => ({ fhid: context.fhid, type: context.filter }),
        onDone: { target: 'ready', actions: { type: 'showNotes', params: ({ event }) => event.output } },
        onError: { target: 'error' },
      },
    },
    error: {
      tags: readFailedTag,
      on: {
        RETRY: 'loading',
        SET_FILTER: { target: 'loading', actions: 'setFilter' },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        SET_FILTER: { guard: 'nothingSaving', target: 'loading', actions: 'setFilter' },
      },
      states: {
        sync: liveRereading({
          actors: unprovidedSiteNotesActors,
          siteIds: (context: SiteNotesContext) => [context.fhid],
          reread: { id: 'reloadNotes', src: 'loadNotes', input: ({ context }) => ({ fhid: context.fhid, type: context.filter }) },
          show: 'showNotes',
        }),
        list: {
          initial: 'empty',
          states: {
            empty: { always: { guard: 'hasNotes', target: 'loaded' } },
            loaded: { always: { guard: 'hasNoNotes', target: 'empty' } },
          },
        },
        form: {
          initial: 'idle',
          on: { CHANGE_DRAFT: { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.draft }) }) } },
          states: {
            idle: { on: { SUBMIT: { guard: 'draftHasText', target: 'adding' } } },
            adding: {
              // Typing goes on while the call runs; a second submit is ignored (no SUBMIT here).
              invoke: {
                id: 'createNote',
                src: 'createNote',
                input: ({ context }) => ({
                  fhid: context.fhid,
                  note: context.draft.note.trim(),
                  type: context.draft.type,
                  mentions: mentionedIn(context.draft.note, context.draft.mentions),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      notes: ({ context, event }) =>
                        shownUnder(context.filter, event.output.note) ? [event.output.note, ...context.notes] : context.notes,
                      draft: ({ context }) => ({ ...context.draft, note: '', mentions: [] }),
                    }),
                    {
                      type: 'notify',
                      params: ({ event }) => (event.output.boardSynced ? siteNotesNotices.added : siteNotesNotices.addedWithoutBoard),
                    },
                  ],
                },
                // The text stays in the box, so nothing typed is lost.
                onError: { target: 'idle', actions: { type: 'notify', params: siteNotesNotices.addFailed } },
              },
            },
          },
        },
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                OPEN_EDIT: {
                  guard: 'mayChange',
                  target: 'editing',
                  actions: assign(({ context, event }) => {
                    const note = findNote(context, event.noteId) ?? null;
                    return { target: note, editText: note?.note ?? '' };
                  }),
                },
                ASK_DELETE: {
                  guard: 'mayChange',
                  target: 'confirmingDelete',
                  actions: assign({ target: ({ context, event }) => findNote(context, event.noteId) ?? null }),
                },
              },
            },
            editing: {
              on: {
                CHANGE_EDIT: { actions: assign({ editText: ({ event }) => event.note }) },
                SAVE_EDIT: { guard: 'editHasText', target: 'saving' },
                CLOSE_EDIT: { target: 'closed', actions: assign({ target: null }) },
              },
            },
            saving: {
              invoke: {
                id: 'updateNote',
                src: 'updateNote',
                input: ({ context }) => ({ noteId: context.target?.id ?? 0, note: context.editText.trim() }),
                onDone: {
                  target: 'closed',
                  actions: assign({
                    notes: ({ context, event }) => replaceById(context.notes, event.output),
                    target: null,
                  }),
                },
                // The modal stays open with the text, so nothing typed is lost.
                onError: { target: 'editing', actions: { type: 'notify', params: siteNotesNotices.updateFailed } },
              },
            },
            confirmingDelete: {
              on: {
                CONFIRM_DELETE: 'deleting',
                CANCEL_DELETE: { target: 'closed', actions: assign({ target: null }) },
              },
            },
            deleting: {
              invoke: {
                id: 'deleteNote',
                src: 'deleteNote',
                input: ({ context }) => ({ noteId: context.target?.id ?? 0 }),
                onDone: {
                  target: 'closed',
                  actions: assign({
                    notes: ({ context, event }) => withoutId(context.notes, event.output.id),
                    target: null,
                  }),
                },
                onError: {
                  target: 'closed',
                  actions: [assign({ target: null }), { type: 'notify', params: siteNotesNotices.deleteFailed }],
                },
              },
            },
          },
        },
      },
    },
  },
});
