import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf, refusalOf } from '../../domain/api/apiError';
import type { Invitation } from '../../domain/api/people.schema';
import type { SignInSuccess } from '../../domain/api/signIn.schema';
import { notify } from '../shared/notice';
import { readFailedTag } from '../shared/readFailed';
import { acceptInvitationNotices, unprovidedAcceptInvitationActors } from './acceptInvitation.actors';

export type AcceptInvitationContext = {
  token: string;
  invitation: Invitation | null;
  /** Why the link cannot be used, in the server's words (404 or 410). */
  unusable: string | null;
  /** The session the accepted invitation started: the page keeps the user and goes in. */
  session: SignInSuccess | null;
};

export type AcceptInvitationEvent = { type: 'RETRY' } | { type: 'SUBMIT'; password: string };

/** A refusal that means the link itself is spent or wrong, not a failure worth retrying. */
const isUnusable = (error: unknown) => {
  const status = apiFailureOf(error)?.status;
  return status === 404 || status === 410;
};

/**
 * Accepting an invitation (/invitation/$token): reading -> ready | unusable | error (retry);
 * ready -> accepting -> accepted (final; the new session in context) | ready with a toast.
 */
export const acceptInvitationMachine = setup({
  types: {
    context: {} as AcceptInvitationContext,
    events: {} as AcceptInvitationEvent,
    input: {} as { token: string },
  },
  actors: unprovidedAcceptInvitationActors,
  actions: { notify },
  guards: { unusable: ({ event }) => isUnusable((event as { error?: unknown }).error) },
}).createMachine({
  id: 'acceptInvitation',
  context: ({ input }) => ({ token: input.token, invitation: null, unusable: null, session: null }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readInvitation',
        src: 'readInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'ready', actions: assign({ invitation: ({ event }) => event.output }) },
        onError: [
          { guard: 'unusable', target: 'unusable', actions: assign({ unusable: ({ event }) => refusalOf(event.error) }) },
          { target: 'error' },
        ],
      },
    },
    error: { tags: readFailedTag, on: { RETRY: 'reading' } },
    unusable: { type: 'final' },
    ready: { on: { SUBMIT: 'accepting' } },
    accepting: {
      invoke: {
        id: 'acceptInvitation',
        src: 'acceptInvitation',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return { token: context.token, password: event.password };
        },
        onDone: { target: 'accepted', actions: assign({ session: ({ event }) => event.output }) },
        onError: [
          { guard: 'unusable', target: 'unusable', actions: assign({ unusable: ({ event }) => refusalOf(event.error) }) },
          {
            target: 'ready',
            actions: { type: 'notify', params: ({ event }) => acceptInvitationNotices.acceptFailed(refusalOf(event.error)) },
          },
        ],
      },
    },
    accepted: { type: 'final' },
  },
});
