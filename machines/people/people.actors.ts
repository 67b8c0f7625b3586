import type { EndpointOutput } from '../../domain/api/endpoint';
import { peopleEndpoints } from '../../domain/api/people.endpoints';
import type { PersonAction } from '../../domain/people/personActions';
import type { Role } from '../../domain/roles';
import { failureNotice, type Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** One row action on a person: each is one call of domain/api/people.endpoints.ts, chosen by `action`. */
export type PersonActionInput = { action: PersonAction; id: number; role: Role | null };

/**
 * The contract of the People screen's actors (issue 29): the app injects the real ones
 * (src/api/people.api.ts), tests and stories stubs.
 */
export const unprovidedPeopleActors = {
  loadPeople: unprovidedEndpoint('people', 'loadPeople', peopleEndpoints.list),
  addPerson: unprovidedEndpoint('people', 'addPerson', peopleEndpoints.add),
  actOnPerson: unprovided<EndpointOutput<typeof peopleEndpoints.change>, PersonActionInput>('people', 'actOnPerson'),
};

export type PeopleActors = typeof unprovidedPeopleActors;

/** What each row action says when it is done; a failure adds the server's reason. */
export const peopleNotices = {
  added: (name: string): Notice => ({ tone: 'success', message: `Invitation sent to ${name}` }),
  addFailed: (reason: string | null) => failureNotice('Unable to add the person', reason),
  done: {
    changeRole: { tone: 'success', message: 'Role changed' },
    deactivate: { tone: 'success', message: 'Deactivated; their sessions have ended' },
    reactivate: { tone: 'success', message: 'Reactivated' },
    resendInvitation: { tone: 'success', message: 'Invitation sent again' },
    revokeInvitation: { tone: 'success', message: 'Invitation revoked' },
    resetSignIn: { tone: 'success', message: 'Signed out everywhere; a reset link is on its way' },
  } satisfies Record<PersonAction, Notice>,
  actionFailed: (reason: string | null) => failureNotice('Unable to change the person', reason),
} as const;
