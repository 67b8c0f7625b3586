import { fromPromise } from 'xstate';
import { peopleEndpoints } from '../../domain/api/people.endpoints';
import type { AcceptInvitationActors } from '../../machines/people/acceptInvitation.actors';
import type { PeopleActors, PersonActionInput } from '../../machines/people/people.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';

/** A row action of the People screen: the one call of domain/api/people.endpoints.ts that does it. */
const actOnPerson = ({ action, id, role }: PersonActionInput, signal: AbortSignal) => {
  switch (action) {
    case 'changeRole':
      return call(peopleEndpoints.change, { id, ...(role ? { role } : {}) }, { signal });
    case 'deactivate':
    case 'reactivate':
      return call(peopleEndpoints.change, { id, active: action === 'reactivate' }, { signal });
    case 'resendInvitation':
      return call(peopleEndpoints.resendInvitation, { id }, { signal });
    case 'revokeInvitation':
      return call(peopleEndpoints.revokeInvitation, { id }, { signal });
    case 'resetSignIn':
      return call(peopleEndpoints.resetSignIn, { id }, { signal });
  }
};

/** The People screen's actors (domain/api/people.endpoints.ts). */
export const peopleActors: PeopleActors = {
  loadPeople: fromEndpoint(peopleEndpoints.list),
  addPerson: fromEndpoint(peopleEndpoints.add),
  actOnPerson: fromPromise(({ input, signal }) => actOnPerson(input, signal)),
};

/** The accept-invitation page's actors. */
export const acceptInvitationActors: AcceptInvitationActors = {
  readInvitation: fromEndpoint(peopleEndpoints.readInvitation),
  acceptInvitation: fromEndpoint(peopleEndpoints.acceptInvitation),
};
