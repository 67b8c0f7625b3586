import type { AssignmentResponse } from '../../domain/api/assignment.schema';
import type { AssigneeRole } from '../../domain/roles';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the assignment machine's actor: POST /api/sites/{id}/assign<Role> (part 1 §7).
 * It resolves with the server's answer, true or a warning text, and rejects when the call failed.
 * The app injects the real one (src/api/assignment.api.ts); tests and stories stubs.
 */
export type AssignPersonInput = {
  siteId: number;
  role: AssigneeRole;
  /** The user to assign, or null to unassign. */
  personId: number | null;
};

export const unprovidedAssignmentActors = {
  assignPerson: unprovided<AssignmentResponse, AssignPersonInput>('assignment', 'assignPerson'),
};

export type AssignmentActors = typeof unprovidedAssignmentActors;
