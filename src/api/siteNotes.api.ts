import { fromPromise } from 'xstate';
import { noteCreatedSchema, noteDeletedSchema, noteSchema, notesSchema } from '../../domain/api/siteNotes.schema';
import type { SiteNotesActors } from '../../machines/siteNotes/siteNotes.actors';
import { api } from './http';
import { siteChangesActor } from './siteChanges.api';

/** The site-notes workflow's actors on /api/notes (docs/api.md 'Notes'). */
export const siteNotesActors: SiteNotesActors = {
  siteChanges: siteChangesActor,
  loadNotes: fromPromise(({ input: { fhid, type } }) => api.get('api/notes', notesSchema, { searchParams: { fhid, type } })),
  createNote: fromPromise(({ input }) => api.post('api/notes', input, noteCreatedSchema)),
  updateNote: fromPromise(({ input }) => api.post('api/notes/update', input, noteSchema)),
  deleteNote: fromPromise(({ input }) => api.post('api/notes/delete', input, noteDeletedSchema)),
};
