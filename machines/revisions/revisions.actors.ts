import type { Revision } from '../../domain/api/revisions.schema';
import type { RevisionSeverity, RevisionStatus } from '../../domain/revisions/revisionRules';
import type { Notice } from '../shared/notice';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the revision machines' actors, one per /api/siteRevisions call (part 2 §7): the
 * app injects the real ones (src/api/revisions.api.ts), tests and stories stubs. The list machine
 * uses the list's calls, each revision's machine the fixed and verified calls.
 */

type LoadRevisionsInput = { fhid: number };
type CreateRevisionInput = {
  fhid: number;
  issue: string;
  severity: RevisionSeverity;
  status: RevisionStatus;
  verified: boolean;
};
type MarkFixedInput = { issueId: number; fhid: number; fixed: boolean; verified: boolean };
type MarkVerifiedInput = { issueId: number; fhid: number; verified: boolean };
type UpdateRevisionInput = { issueId: number; issue: string; severity: RevisionSeverity; status: RevisionStatus };
type DeleteRevisionInput = { issueId: number };
type DeletedRevision = { id: number };

export const unprovidedRevisionsActors = {
  loadRevisions: unprovided<Revision[], LoadRevisionsInput>('revisions', 'loadRevisions'),
  createRevision: unprovided<Revision, CreateRevisionInput>('revisions', 'createRevision'),
  markFixed: unprovided<Revision, MarkFixedInput>('revision', 'markFixed'),
  markVerified: unprovided<Revision, MarkVerifiedInput>('revision', 'markVerified'),
  updateRevision: unprovided<Revision, UpdateRevisionInput>('revisions', 'updateRevision'),
  deleteRevision: unprovided<DeletedRevision, DeleteRevisionInput>('revisions', 'deleteRevision'),
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
