import { fromPromise } from 'xstate';
import type { Revision } from '../../domain/api/revisions.schema';
import type { RevisionSeverity, RevisionStatus } from '../../domain/revisions/revisionRules';

/**
 * The contract of the revision machines' actors (one per /api/siteRevisions call, part 2 §7).
 * The machines only name them; the revisions route injects the real ones (src/api/revisions.api.ts),
 * tests and stories inject stubs with `machine.provide`.
 */

export type LoadRevisionsInput = { fhid: number };
export type CreateRevisionInput = {
  fhid: number;
  issue: string;
  severity: RevisionSeverity;
  status: RevisionStatus;
  verified: boolean;
};
export type MarkFixedInput = { issueId: number; fhid: number; fixed: boolean; verified: boolean };
export type MarkVerifiedInput = { issueId: number; fhid: number; verified: boolean };
export type UpdateRevisionInput = { issueId: number; issue: string; severity: RevisionSeverity; status: RevisionStatus };
export type DeleteRevisionInput = { issueId: number };
export type DeletedRevision = { id: number };

const unprovided = <TOutput, TInput>(name: string) =>
  // A missing `provide` fails loudly instead of hanging in a saving state.
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`revision machines: the ${name} actor was not provided`)));

export const unprovidedLoadRevisions = unprovided<Revision[], LoadRevisionsInput>('loadRevisions');
export const unprovidedCreateRevision = unprovided<Revision, CreateRevisionInput>('createRevision');
export const unprovidedMarkFixed = unprovided<Revision, MarkFixedInput>('markFixed');
export const unprovidedMarkVerified = unprovided<Revision, MarkVerifiedInput>('markVerified');
export const unprovidedUpdateRevision = unprovided<Revision, UpdateRevisionInput>('updateRevision');
export const unprovidedDeleteRevision = unprovided<DeletedRevision, DeleteRevisionInput>('deleteRevision');

/** The six actors a revisions view needs, as the route (or a test or story) provides them. */
export interface RevisionsActors {
  loadRevisions: typeof unprovidedLoadRevisions;
  createRevision: typeof unprovidedCreateRevision;
  markFixed: typeof unprovidedMarkFixed;
  markVerified: typeof unprovidedMarkVerified;
  updateRevision: typeof unprovidedUpdateRevision;
  deleteRevision: typeof unprovidedDeleteRevision;
}

/** The toasts of part 2 §8. */
export const revisionFailureMessages = {
  update: 'Error updating site revision',
  delete: 'Error deleting site revision',
} as const;
