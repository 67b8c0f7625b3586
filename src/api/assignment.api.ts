import { fromPromise } from 'xstate';
import { assignmentResponseSchema } from '../../domain/api/assignment.schema';
import { assignees } from '../../domain/siteList/assignees';
import type { AssignmentActors } from '../../machines/assignment/assignment.actors';
import { api } from './http';

/** The assignment workflow's actor: POST /api/sites/{id}/assign<Role> {<role>Id} (docs/api.md). */
export const assignmentActors: AssignmentActors = {
  assignPerson: fromPromise(({ input: { siteId, role, personId } }) => {
    const { endpoint, bodyKey } = assignees[role];
    return api.post(`api/sites/${siteId}/${endpoint}`, { [bodyKey]: personId }, assignmentResponseSchema);
  }),
};
