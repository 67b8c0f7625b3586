import { revisionsEndpoints } from '../../domain/api/revisions.endpoints';
import type { Notice } from '../shared/notice';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the revision machines' actors, one per /api/siteRevisions call (part 2 §7): the
 * app injects the real ones (src/api/revisions.api.ts), tests and stories stubs. The list machine
 * uses the list's calls, each revision's machine the fixed and verified calls.
 */

export const unprovidedRevisionsActors = {
  loadRevisions: unprovidedEndpoint('revisions', 'loadRevisions', revisionsEndpoints.list),
  createRevision: unprovidedEndpoint('revisions', 'createRevision', revisionsEndpoints.create),
  markFixed: unprovidedEndpoint('revision', 'markFixed', revisionsEndpoints.markFixed),
  markVerified: unprovidedEndpoint('revision', 'markVerified', revisionsEndpoints.markVerified),
  updateRevision: unprovidedEndpoint('revisions', 'updateRevision', revisionsEndpoints.update),
  deleteRevision: unprovidedEndpoint('revisions', 'deleteRevision', revisionsEndpoints.remove),
  /** The site's `site_changed` live events (a colleague's revision). */
  siteChanges: unprovidedSiteChanges,
};

export type RevisionsActors = typeof unprovidedRevisionsActors;

/** Part 2 §9: toasts of this area close after 3000 ms. */
const revisionToastMs = 3000;

/** Part 2 §8's failure toasts. */
export const revisionsNotices = {
  logged: { tone: 'success', message: 'Revision logged', autoCloseMs: revisionToastMs },
  updated: { tone: 'success', message: 'Revision updated', autoCloseMs: revisionToastMs },
  deleted: { tone: 'success', message: 'Revision deleted', autoCloseMs: revisionToastMs },
  updateFailed: { tone: 'error', message: 'Error updating site revision', autoCloseMs: revisionToastMs },
  deleteFailed: { tone: 'error', message: 'Error deleting site revision', autoCloseMs: revisionToastMs },
} as const satisfies Record<string, Notice>;
