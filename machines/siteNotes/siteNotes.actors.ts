import { siteNotesEndpoints } from '../../domain/api/siteNotes.endpoints';
import type { Notice } from '../shared/notice';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the site-notes machine's actors (/api/notes, part 1 §7): the app injects the
 * real ones (src/api/siteNotes.api.ts), tests and stories stubs.
 */

export const unprovidedSiteNotesActors = {
  loadNotes: unprovidedEndpoint('siteNotes', 'loadNotes', siteNotesEndpoints.list),
  createNote: unprovidedEndpoint('siteNotes', 'createNote', siteNotesEndpoints.create),
  updateNote: unprovidedEndpoint('siteNotes', 'updateNote', siteNotesEndpoints.update),
  deleteNote: unprovidedEndpoint('siteNotes', 'deleteNote', siteNotesEndpoints.remove),
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
