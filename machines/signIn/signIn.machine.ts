import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf } from '../../domain/api/apiError';
import type { EndpointInput } from '../../domain/api/endpoint';
import type { signInEndpoints } from '../../domain/api/signIn.endpoints';
import { invalidCredentialsMessage, invalidSignInLinkMessage } from '../../domain/api/signIn.schema';
import { unprovidedSignInActors, type SignInOutput } from './signIn.actors';

export type SignInContext = {
  /** The one-time code of a sign-in link (?u=); present means the preauth path. */
  preauthCode: string | null;
  errorMessage: string | null;
  signedIn: SignInOutput | null;
};

export type SignInEvent = { type: 'SUBMIT' } & EndpointInput<typeof signInEndpoints.login>;

export type SignInInput = { preauthCode: string | null };

/** The server's 429 says how long to wait ('Too many sign-in attempts. Try again in 5 minutes.'); any other failure gets the path's fixed text. */
const rateLimited = 429;
const failureMessage = (error: unknown, fixedMessage: string): string => {
  const failure = apiFailureOf(error);
  return failure?.status === rateLimited ? failure.error : fixedMessage;
};

/**
 * Sign-in (part 1 §2, §4): idle -> loading -> success | failure by e-mail and password, or
 * authenticating -> success | failure when the page was opened from a sign-in link. The machine
 * ends in success with the signed-in user as its output; storing them and leaving the page is the
 * page's part. No I/O: `login` and `preauth` are injected.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as SignInOutput | null,
  },
  actors: unprovidedSignInActors,
  actions: {
    keepSignedIn: assign((_, signedIn: SignInOutput) => ({ signedIn })),
  },
  guards: {
    hasPreauthCode: ({ context }) => Boolean(context.preauthCode),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ preauthCode: input.preauthCode, errorMessage: null, signedIn: null }),
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
          assertEvent(event, 'SUBMIT');
          return { username: event.username, password: event.password };
        },
        onDone: { target: 'success', actions: { type: 'keepSignedIn', params: ({ event }) => event.output } },
        onError: {
          target: 'failure',
          actions: assign({ errorMessage: ({ event }) => failureMessage(event.error, invalidCredentialsMessage) }),
        },
      },
    },
    authenticating: {
      invoke: {
        id: 'preauth',
        src: 'preauth',
        input: ({ context }) => ({ u: context.preauthCode ?? '' }),
        onDone: { target: 'success', actions: { type: 'keepSignedIn', params: ({ event }) => event.output } },
        onError: {
          target: 'failure',
          actions: assign({ errorMessage: ({ event }) => failureMessage(event.error, invalidSignInLinkMessage) }),
        },
      },
    },
    failure: {
      on: { SUBMIT: 'loading' },
    },
    success: { type: 'final' },
  },
  output: ({ context }) => context.signedIn,
});
