import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf } from '../../domain/api/apiError';
import type { EndpointInput } from '../../domain/api/endpoint';
import type { signInEndpoints } from '../../domain/api/signIn.endpoints';
import { oidcFailureMessages, type OidcOutcome, type SignInOptions } from '../../domain/api/oidc.schema';
import { invalidCredentialsMessage, invalidSignInLinkMessage } from '../../domain/api/signIn.schema';
import { unprovidedSignInActors, type SignInOutput } from './signIn.actors';

export type SignInContext = {
  /** The one-time code of a sign-in link (?u=); present means the preauth path. */
  preauthCode: string | null;
  errorMessage: string | null;
  signedIn: SignInOutput | null;
  /** What the page offers; null until known (the password form shows meanwhile). */
  options: SignInOptions | null;
  /** How the identity provider's sign-in ended ('/login?oidc=…'), or null when the page was not opened by it. */
  oidc: OidcOutcome | null;
};

export type SignInEvent = { type: 'SUBMIT' } & EndpointInput<typeof signInEndpoints.login>;

export type SignInInput = { preauthCode: string | null; oidc: OidcOutcome | null };

/** The server's 429 says how long to wait ('Too many sign-in attempts. Try again in 5 minutes.'); any other failure gets the path's fixed text. */
const rateLimited = 429;
const failureMessage = (error: unknown, fixedMessage: string): string => {
  const failure = apiFailureOf(error);
  return failure?.status === rateLimited ? failure.error : fixedMessage;
};

/**
 * Sign-in (part 1 §2, §4): idle -> loading -> success | failure by e-mail and password, or
 * authenticating -> success | failure when the page was opened from a sign-in link, or (issue 29)
 * resuming -> success | failure when the identity provider's callback signed the person in, or
 * failure at once when it refused them. What the page offers is loaded beside all of it. The machine
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
    backFromProvider: ({ context }) => context.oidc === 'signedIn',
    refusedByProvider: ({ context }) => context.errorMessage !== null,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    preauthCode: input.preauthCode,
    errorMessage: input.oidc && input.oidc !== 'signedIn' ? oidcFailureMessages[input.oidc] : null,
    signedIn: null,
    options: null,
    oidc: input.oidc,
  }),
  // For the page's whole life: a failure leaves the defaults (the password form, no provider button).
  invoke: {
    id: 'loadOptions',
    src: 'loadOptions',
    onDone: { actions: assign({ options: ({ event }) => event.output }) },
    onError: {},
  },
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: 'hasPreauthCode', target: 'authenticating' },
        { guard: 'backFromProvider', target: 'resuming' },
        { guard: 'refusedByProvider', target: 'failure' },
      ],
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
    resuming: {
      invoke: {
        id: 'resume',
        src: 'resume',
        onDone: { target: 'success', actions: { type: 'keepSignedIn', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: assign({ errorMessage: oidcFailureMessages.failed }) },
      },
    },
    failure: {
      on: { SUBMIT: 'loading' },
    },
    success: { type: 'final' },
  },
  output: ({ context }) => context.signedIn,
});
