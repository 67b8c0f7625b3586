import { peopleEndpoints } from '../../domain/api/people.endpoints';
import { failureNotice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The accept-invitation page's actors (the public invitation calls of domain/api/people.endpoints.ts). */
export const unprovidedAcceptInvitationActors = {
  readInvitation: unprovidedEndpoint('acceptInvitation', 'readInvitation', peopleEndpoints.readInvitation),
  acceptInvitation: unprovidedEndpoint('acceptInvitation', 'acceptInvitation', peopleEndpoints.acceptInvitation),
};

export type AcceptInvitationActors = typeof unprovidedAcceptInvitationActors;

export const acceptInvitationNotices = {
  acceptFailed: (reason: string | null) => failureNotice('Unable to set your password', reason),
} as const;
