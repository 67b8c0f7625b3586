import { fromPromise } from 'xstate';
import type { AssignmentResponse } from '../../domain/api/assignment.schema';
import type { AssigneeRole } from '../../domain/roles';

/**
 * The contract of the assignment machine's one actor: POST /api/sites/{id}/assign<Role>.
 * It resolves with the server's answer, true or a warning text (part 1 §7), and rejects when the
 * call failed. The list view injects the real one (src/api/sites.api.ts); tests and stories stubs.
 */
export type AssignPersonInput = {
  siteId: number;
  role: AssigneeRole;
  /** The user to assign, or null to unassign. */
  personId: number | null;
};

export type AssignPerson = (input: AssignPersonInput) => Promise<AssignmentResponse>;

export const assignPersonLogic = (assignPerson: AssignPerson) =>
  fromPromise<AssignmentResponse, AssignPersonInput>(({ input }) => assignPerson(input));

/** Placeholder that makes a missing `provide` fail loudly. */
export const unprovidedAssignPerson = assignPersonLogic(() =>
  Promise.reject(new Error('assignmentMachine: provide the assignPerson actor')),
);
