import { fromPromise } from 'xstate';
import type { Note, NoteCreated } from '../../domain/api/notes.schema';
import type { NoteFilter, NoteType } from '../../domain/notes/noteTypes';

/**
 * The contract of the site-notes machine's actors (/api/notes, part 1 §7). The notes views inject
 * the real ones (src/api/notes.api.ts); tests and stories inject stubs with `machine.provide`.
 */

export type LoadNotesInput = { fhid: number; type: NoteFilter };
export type CreateNoteInput = { fhid: number; note: string; type: NoteType };
export type UpdateNoteInput = { noteId: number; note: string };
export type DeleteNoteInput = { noteId: number };
export type DeletedNote = { id: number; deleted: true };

const unprovided = <TOutput, TInput>(name: string) =>
  // A missing `provide` fails loudly instead of hanging in a pending state.
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`siteNotes machine: the ${name} actor was not provided`)));

export const unprovidedLoadNotes = unprovided<Note[], LoadNotesInput>('loadNotes');
export const unprovidedCreateNote = unprovided<NoteCreated, CreateNoteInput>('createNote');
export const unprovidedUpdateNote = unprovided<Note, UpdateNoteInput>('updateNote');
export const unprovidedDeleteNote = unprovided<DeletedNote, DeleteNoteInput>('deleteNote');

export interface SiteNotesActors {
  loadNotes: typeof unprovidedLoadNotes;
  createNote: typeof unprovidedCreateNote;
  updateNote: typeof unprovidedUpdateNote;
  deleteNote: typeof unprovidedDeleteNote;
}

/** Part 1 §8's toasts; 'Unable to add note' is ours (docs/decisions-made.md). */
export const siteNotesToasts = {
  added: 'Note added',
  addedWithoutBoard: 'Note added but unable to connect to Trello',
  addFailed: 'Unable to add note',
  updateFailed: 'Error updating launch note',
  deleteFailed: 'Error deleting launch note',
} as const;
