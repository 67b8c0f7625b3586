import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf } from '../../domain/api/apiError';
import { unprovidedPasswordResetActors } from './passwordReset.actors';

export type ForgotPasswordEvent = { type: 'SUBMIT'; email: string };

/** The server's 429 says how long to wait; a 400 names the address; anything else gets our words. */
const failureMessage = (error: unknown): string => {
  const failure = apiFailureOf(error);
  if (failure?.status === 429) return failure.error;
  if (failure?.status === 400) return 'Enter a valid e-mail address';
  return 'Unable to send the link. Try again.';
};

/** /forgot-password: editing -> sending -> sent (the one answer for every address). */
export const forgotPasswordMachine = setup({
  types: { context: {} as { message: string | null; error: string | null }, events: {} as ForgotPasswordEvent },
  actors: unprovidedPasswordResetActors,
}).createMachine({
  id: 'forgotPassword',
  context: { message: null, error: null },
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT: 'sending' } },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        id: 'requestLink',
        src: 'requestLink',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return { email: event.email };
        },
        onDone: { target: 'sent', actions: assign({ message: ({ event }) => event.output.message }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    sent: { type: 'final' },
  },
});
