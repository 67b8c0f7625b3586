import { assign, setup } from 'xstate';
import { invalidCredentialsMessage, invalidSignInLinkMessage } from '../../domain/api/signIn.schema';
import {
  isSignInRejection,
  unprovidedLogin,
  unprovidedPreauth,
  type LoginInput,
  type SignInOutput,
} from './signIn.actors';


export type SignInContext = {
  /** The one-time code of a sign-in link (?u=); present means the preauth path. */
  preauthCode: string | null;
  errorMessage: string | null;
};

export type SignInEvent = { type: 'SUBMIT' } & LoginInput;

const messageOf = (error: unknown, fallback: string): string =>
  isSignInRejection(error) && error.message ? error.message : fallback;

/**
 * Sign-in (part 1 §2, §4): idle -> loading -> success | failure by e-mail and password, or
 * authenticating -> success | failure when the page was opened from a sign-in link.
 * No I/O here: `login`, `preauth` and `completeSignIn` are injected with `machine.provide`.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { preauthCode?: string | null },
  },
  actors: {
    login: unprovidedLogin,
    preauth: unprovidedPreauth,
  },
  actions: {
    /** Stores the user and leaves the page; the route provides it (it owns storage and navigation). */
    completeSignIn: (_, _output: SignInOutput) => {},
  },
  guards: {
    hasPreauthCode: ({ context }) => Boolean(context.preauthCode),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ preauthCode: input.preauthCode ?? null, errorMessage: null }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'hasPreauthCode', target: 'authenticating' },
      on: { SUBMIT: 'loading' },
    },
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const { username, password } = event as SignInEvent;
          return { username, password };
        },
        onDone: {
          target: 'success',
          actions: { type: 'completeSignIn', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failure',
          actions: assign({ errorMessage: ({ event }) => messageOf(event.error, invalidCredentialsMessage) }),
        },
      },
    },
    authenticating: {
      invoke: {
        id: 'preauth',
        src: 'preauth',
        input: ({ context }) => ({ code: context.preauthCode ?? '' }),
        onDone: {
          target: 'success',
          actions: { type: 'completeSignIn', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failure',
          actions: assign({ errorMessage: ({ event }) => messageOf(event.error, invalidSignInLinkMessage) }),
        },
      },
    },
    failure: {
      on: { SUBMIT: 'loading' },
    },
    success: { type: 'final' },
  },
});
