import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf } from '../../domain/api/apiError';
import { passwordProblem } from '../../domain/people/passwordPolicy';
import { unprovidedPasswordResetActors } from './passwordReset.actors';

export type ResetPasswordEvent = { type: 'SUBMIT'; password: string };

/**
 * /reset-password/$token: editing -> saving -> done (the account's e-mail, for the sign-in form),
 * or linkGone when the server says the link is used, replaced or expired (410). The policy is said
 * under the field before anything is sent.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as { token: string; problem: string | null; email: string | null },
    events: {} as ResetPasswordEvent,
    input: {} as { token: string },
  },
  actors: unprovidedPasswordResetActors,
  guards: {
    policyRefuses: ({ event }) => passwordProblem(event.password) !== null,
    linkGone: ({ event }) => apiFailureOf((event as { error?: unknown }).error)?.status === 410,
    fieldRefused: ({ event }) => apiFailureOf((event as { error?: unknown }).error)?.field === 'password',
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ token: input.token, problem: null, email: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'policyRefuses', actions: assign({ problem: ({ event }) => passwordProblem(event.password) }) },
          { target: 'saving', actions: assign({ problem: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return { token: context.token, password: event.password };
        },
        onDone: { target: 'done', actions: assign({ email: ({ event }) => event.output.email }) },
        onError: [
          { guard: 'linkGone', target: 'linkGone' },
          {
            guard: 'fieldRefused',
            target: 'editing',
            actions: assign({ problem: ({ event }) => apiFailureOf(event.error)?.reason ?? null }),
          },
          { target: 'editing', actions: assign({ problem: 'Unable to set the password. Try again.' }) },
        ],
      },
    },
    done: { type: 'final' },
    linkGone: { type: 'final' },
  },
});
