import type { Note, NoteCreated, NoteDeleted } from '../../domain/api/siteNotes.schema';
import type { NoteFilter, NoteType } from '../../domain/siteNotes/noteTypes';
import type { Notice } from '../shared/notice';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the site-notes machine's actors (/api/notes, part 1 §7): the app injects the
 * real ones (src/api/siteNotes.api.ts), tests and stories stubs.
 */

export type LoadNotesInput = { fhid: number; type: NoteFilter };
export type CreateNoteInput = { fhid: number; note: string; type: NoteType };
export type UpdateNoteInput = { noteId: number; note: string };
export type DeleteNoteInput = { noteId: number };

export const unprovidedSiteNotesActors = {
  loadNotes: unprovided<Note[], LoadNotesInput>('siteNotes', 'loadNotes'),
  createNote: unprovided<NoteCreated, CreateNoteInput>('siteNotes', 'createNote'),
  updateNote: unprovided<Note, UpdateNoteInput>('siteNotes', 'updateNote'),
  deleteNote: unprovided<NoteDeleted, DeleteNoteInput>('siteNotes', 'deleteNote'),
  /** The site's `site_changed` live events (a colleague's note). */
  siteChanges: unprovidedSiteChanges,
};

export type SiteNotesActors = typeof unprovidedSiteNotesActors;

/** Part 1 §8's toasts; 'Unable to add note' is ours (docs/decisions/0121-notes-ui.md). */
export const siteNotesNotices = {
  added: { tone: 'success', message: 'Note added' },
  addedWithoutBoard: { tone: 'warning', message: 'Note added but unable to connect to Trello' },
  addFailed: { tone: 'error', message: 'Unable to add note' },
  updateFailed: { tone: 'error', message: 'Error updating launch note' },
  deleteFailed: { tone: 'error', message: 'Error deleting launch note' },
} as const satisfies Record<string, Notice>;
