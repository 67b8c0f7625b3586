import { and, assign, setup, stateIn } from 'xstate';
import type { Note } from '../../domain/api/notes.schema';
import { defaultNoteFilter, defaultNoteType } from '../../domain/notes/noteDefaults';
import { allNoteTypes, type NoteFilter, type NoteType } from '../../domain/notes/noteTypes';
import { can } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import { findById, replaceById, withoutId } from '../shared/listById';
import {
  siteNotesToasts,
  unprovidedCreateNote,
  unprovidedDeleteNote,
  unprovidedLoadNotes,
  unprovidedUpdateNote,
} from './siteNotes.actors';

export type NotesViewer = { id: number; role: Role };
export type NoteDraft = { note: string; type: NoteType };

export type SiteNotesContext = {
  fhid: number;
  viewer: NotesViewer;
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
  | { type: 'CANCEL_DELETE' };

export type SiteNotesInput = { fhid: number; viewer: NotesViewer };

export type NotesToast = { color: 'green' | 'yellow' | 'red'; message: string };

/** Edit or delete: the note's author, or admin (decisions.md §2). */
export const mayChangeNote = (viewer: NotesViewer, note: Note): boolean => note.user_id === viewer.id || can(viewer.role, 'editAnyNote');

const findNote = (context: SiteNotesContext, noteId: number) => findById(context.notes, noteId);

const shownUnder = (filter: NoteFilter, note: Note) => filter === allNoteTypes || filter === note.type;

/**
 * A site's notes (part 1 §2 'site notes', §5, §8): loading -> ready (the list, or empty) or error
 * (retry). Once ready, the add form (idle -> adding) and the dialogs (edit modal, delete
 * confirmation) run side by side. The filter reloads the list and waits while something is being
 * saved. A submit is ignored when the text is empty or while one runs. No I/O: actors and the
 * toast are injected.
 */
export const siteNotesMachine = setup({
  types: {
    context: {} as SiteNotesContext,
    events: {} as SiteNotesEvent,
    input: {} as SiteNotesInput,
  },
  actors: {
    loadNotes: unprovidedLoadNotes,
    createNote: unprovidedCreateNote,
    updateNote: unprovidedUpdateNote,
    deleteNote: unprovidedDeleteNote,
  },
  actions: {
    /** Shows a toast; the view provides it (it owns the notifications). */
    toast: (_, _toast: NotesToast) => {},
    setFilter: assign({ filter: ({ event }) => (event.type === 'SET_FILTER' ? event.filter : allNoteTypes) }),
  },
  guards: {
    hasNotes: ({ context }) => context.notes.length > 0,
    hasNoNotes: ({ context }) => context.notes.length === 0,
    draftHasText: ({ context }) => context.draft.note.trim() !== '',
    editHasText: ({ context }) => context.editText.trim() !== '',
    mayChange: ({ context, event }) => {
      const note = event.type === 'OPEN_EDIT' || event.type === 'ASK_DELETE' ? findNote(context, event.noteId) : undefined;
      return note !== undefined && mayChangeNote(context.viewer, note);
    },
    nothingSaving: and([stateIn({ ready: { form: 'idle' } }), stateIn({ ready: { dialog: 'closed' } })]),
  },
}).createMachine({
  id: 'siteNotes',
  context: ({ input }) => ({
    ...input,
    filter: defaultNoteFilter[input.viewer.role],
    notes: [],
    draft: { note: '', type: defaultNoteType[input.viewer.role] },
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
        onDone: { target: 'ready', actions: assign({ notes: ({ event }) => event.output }) },
        onError: { target: 'error' },
      },
    },
    error: {
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
                input: ({ context }) => ({ fhid: context.fhid, note: context.draft.note.trim(), type: context.draft.type }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      notes: ({ context, event }) =>
                        shownUnder(context.filter, event.output.note) ? [event.output.note, ...context.notes] : context.notes,
                      draft: ({ context }) => ({ ...context.draft, note: '' }),
                    }),
                    {
                      type: 'toast',
                      params: ({ event }) =>
                        event.output.boardSynced
                          ? { color: 'green', message: siteNotesToasts.added }
                          : { color: 'yellow', message: siteNotesToasts.addedWithoutBoard },
                    },
                  ],
                },
                // The text stays in the box, so nothing typed is lost.
                onError: { target: 'idle', actions: { type: 'toast', params: { color: 'red', message: siteNotesToasts.addFailed } } },
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
                onError: { target: 'editing', actions: { type: 'toast', params: { color: 'red', message: siteNotesToasts.updateFailed } } },
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
                  actions: [assign({ target: null }), { type: 'toast', params: { color: 'red', message: siteNotesToasts.deleteFailed } }],
                },
              },
            },
          },
        },
      },
    },
  },
});
