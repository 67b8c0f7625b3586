import { fromPromise } from 'xstate';
import { assignmentEndpoints } from '../../domain/api/assignment.endpoints';
import type { AssignmentRoute } from '../../domain/api/assignment.schema';
import type { EndpointInput } from '../../domain/api/endpoint';
import { assignees } from '../../domain/siteList/assignees';
import type { AssignmentActors } from '../../machines/assignment/assignment.actors';
import { call } from './http';

type AssignEndpoint = (typeof assignmentEndpoints)[AssignmentRoute];

/** The assignment workflow's actor: the role's POST /api/sites/{id}/assign<Role> {<role>Id} (domain/api/assignment.endpoints.ts). */
export const assignmentActors: AssignmentActors = {
  assignPerson: fromPromise(({ input: { siteId, role, personId }, signal }) => {
    const { endpoint, bodyKey } = assignees[role];
    // The body's one key is the role's (assignees.ts pairs each endpoint with it); TypeScript cannot follow a computed key.
    const input = { id: siteId, [bodyKey]: personId } as EndpointInput<AssignEndpoint>;
    return call(assignmentEndpoints[endpoint], input, { signal });
  }),
};
