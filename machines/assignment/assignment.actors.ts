import type { assignmentEndpoints } from '../../domain/api/assignment.endpoints';
import type { EndpointOutput } from '../../domain/api/endpoint';
import type { AssigneeRole } from '../../domain/roles';
import { assignees } from '../../domain/siteList/assignees';
import type { Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the assignment machine's actor: the role's POST /api/sites/{id}/assign<Role>
 * (domain/api/assignment.endpoints.ts, part 1 §7), so not one endpoint's call. It resolves with
 * the server's answer, true or a warning text, and rejects when the call failed. The app injects
 * the real one (src/api/assignment.api.ts); tests and stories stubs.
 */
type AssignPersonInput = {
  siteId: number;
  role: AssigneeRole;
  /** The user to assign, or null to unassign. */
  personId: number | null;
};

export const unprovidedAssignmentActors = {
  assignPerson: unprovided<EndpointOutput<typeof assignmentEndpoints.assignDesigner>, AssignPersonInput>('assignment', 'assignPerson'),
};

export type AssignmentActors = typeof unprovidedAssignmentActors;

/** Where the select is: a list's Assign column or the site page's side panel. */
export type AssignmentSurface = 'list' | 'sitePage';

/**
 * Part 1 §8's toasts, the failures in part 2 §8's words on the site page; an answer other than true
 * is shown as a warning with its text (part 1 §7).
 */
export const assignmentNotices = {
  assigned: (name: string | null): Notice => ({ tone: 'success', message: name === null ? 'Unassigned' : `${name} assigned to site!` }),
  warned: (answer: string): Notice => ({ tone: 'warning', message: answer }),
  failed: (role: AssigneeRole, surface: AssignmentSurface): Notice => ({
    tone: 'error',
    message: surface === 'sitePage' ? assignees[role].sitePageErrorText : assignees[role].errorText,
  }),
} as const satisfies Record<string, (...args: never[]) => Notice>;
