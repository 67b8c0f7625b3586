import { fromPromise } from 'xstate';
import type { Note, NoteCreated } from '../../domain/api/notes.schema';
import type {
  CreateNoteInput,
  DeleteNoteInput,
  DeletedNote,
  LoadNotesInput,
  SiteNotesActors,
  UpdateNoteInput,
} from '../../machines/siteNotes/siteNotes.actors';
import { http } from './http';

/** /api/notes (docs/api.md 'Notes'). */

export const fetchNotes = ({ fhid, type }: LoadNotesInput) => http.get('api/notes', { searchParams: { fhid, type } }).json<Note[]>();

export const createNote = (input: CreateNoteInput) => http.post('api/notes', { json: input }).json<NoteCreated>();

export const updateNote = (input: UpdateNoteInput) => http.post('api/notes/update', { json: input }).json<Note>();

export const deleteNote = (input: DeleteNoteInput) => http.post('api/notes/delete', { json: input }).json<DeletedNote>();

export const siteNotesActors: SiteNotesActors = {
  loadNotes: fromPromise(({ input }) => fetchNotes(input)),
  createNote: fromPromise(({ input }) => createNote(input)),
  updateNote: fromPromise(({ input }) => updateNote(input)),
  deleteNote: fromPromise(({ input }) => deleteNote(input)),
};
