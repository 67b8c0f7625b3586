import { can } from '../permissions';
import type { Role } from '../roles';

/**
 * The rules of a revision (QA issue), part 2 §4 and decisions.md §2, shared by the server (which
 * enforces them) and the views (which show only what the viewer may do).
 *
 * The model (see docs/decisions/0054-revision-fixed-and-verified-model.md): `fixed` says the designer's work is done;
 * `verified` says QA does not (or no longer) need to check it. A revision is completed only when it
 * is fixed and verified. An unfixed revision always waits for the designer, whatever `verified` says,
 * because decisions.md §6 blocks go-live on any unfixed revision.
 */

export const revisionSeverities = ['High', 'Medium', 'Low'] as const;
export type RevisionSeverity = (typeof revisionSeverities)[number];
export const defaultRevisionSeverity: RevisionSeverity = 'Low';

export const revisionStatuses = ['Post-Live QA', 'Final QA', 'Pre-Staging QA', 'Client Request'] as const;
export type RevisionStatus = (typeof revisionStatuses)[number];

export const revisionLabels = {
  waitingForDesigner: 'Waiting for designer',
  waitingForVerification: 'Waiting for verification',
  completed: 'Completed',
} as const;
export type RevisionLabel = (typeof revisionLabels)[keyof typeof revisionLabels];

export interface RevisionFlags {
  fixed: boolean;
  verified: boolean;
}

/** The people a rule is asked about: the viewer (or the caller on the server). */
export interface RevisionViewer {
  id: number;
  role: Role;
}

export const mayChooseRevisionStatus = (role: Role): boolean => can(role, 'setRevisionStatus');

/** Status choices offered to a role: admin and care choose any; everyone else only Client Request. */
export const revisionStatusOptions = (role: Role): readonly RevisionStatus[] =>
  mayChooseRevisionStatus(role) ? revisionStatuses : ['Client Request'];

/**
 * The status a new revision starts with: for admin and care the site's current label when the
 * site is in Pre-Staging QA or Final QA, else Post-Live QA; for everyone else Client Request.
 */
export const defaultRevisionStatus = (role: Role, siteLabel: string): RevisionStatus => {
  if (!mayChooseRevisionStatus(role)) return 'Client Request';
  return siteLabel === 'Pre-Staging QA' || siteLabel === 'Final QA' ? siteLabel : 'Post-Live QA';
};

/** Status choices when editing: admin and care choose any; everyone else keeps the revision's status. */
export const editRevisionStatusOptions = (role: Role, current: RevisionStatus): readonly RevisionStatus[] =>
  mayChooseRevisionStatus(role) ? revisionStatuses : [current];

/** The status actually stored: a role that may not choose gets Client Request whatever it sent. */
export const effectiveNewRevisionStatus = (role: Role, requested: RevisionStatus): RevisionStatus =>
  mayChooseRevisionStatus(role) ? requested : 'Client Request';

/**
 * Part 2 §7: a revision logged by care starts unverified (QA checks the fix), one logged by anyone
 * else starts verified (nobody from QA has to sign it off once the designer fixes it).
 */
export const initialRevisionVerified = (role: Role): boolean => role !== 'care';

export const mayMarkRevisionFixed = (role: Role): boolean => can(role, 'markRevisionFixed');

/** Care's fix also sets verified to the same value; anyone else's fix leaves verified as it was. */
export const flagsAfterMarkFixed = (role: Role, current: RevisionFlags, fixed: boolean): RevisionFlags =>
  role === 'care' ? { fixed, verified: fixed } : { fixed, verified: current.verified };

/** The Fixed checkbox shows to the roles that may mark fixed. */
export const showsFixedCheckbox = (role: Role): boolean => mayMarkRevisionFixed(role);

/** The Verified checkbox shows for care always, and for admin once the revision is fixed. */
export const showsVerifiedCheckbox = (role: Role, flags: RevisionFlags): boolean => role === 'care' || (role === 'admin' && flags.fixed);

/** Editing and deleting belong to the revision's author and to admin (decisions.md §2). */
export const mayEditRevision = (viewer: RevisionViewer, authorId: number | null): boolean =>
  viewer.id === authorId || can(viewer.role, 'editAnyRevision');

export const mayDeleteRevision = (viewer: RevisionViewer, authorId: number | null): boolean => mayEditRevision(viewer, authorId);

export const revisionLabel = (flags: RevisionFlags): RevisionLabel => {
  if (!flags.fixed) return revisionLabels.waitingForDesigner;
  return flags.verified ? revisionLabels.completed : revisionLabels.waitingForVerification;
};
