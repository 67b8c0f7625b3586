import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf } from '../../domain/api/apiError';
import type { EndpointInput } from '../../domain/api/endpoint';
import type { signInEndpoints } from '../../domain/api/signIn.endpoints';
import { oidcFailureMessages, type OidcOutcome, type SignInOptions } from '../../domain/api/oidc.schema';
import {
  expiredSignInTicketMessage,
  invalidCodeMessage,
  invalidCredentialsMessage,
  invalidSignInLinkMessage,
} from '../../domain/api/signIn.schema';
import { type CodeRequired, unprovidedSignInActors, type SignInOutput } from './signIn.actors';

export type SignInContext = {
  /** The one-time code of a sign-in link (?u=); present means the preauth path. */
  preauthCode: string | null;
  errorMessage: string | null;
  signedIn: SignInOutput | null;
  /** What the page offers; null until known (the password form shows meanwhile). */
  options: SignInOptions | null;
  /** How the identity provider's sign-in ended ('/login?oidc=…'), or null when the page was not opened by it. */
  oidc: OidcOutcome | null;
  /** The ticket of the second factor's step (issue 29), once the password was right. */
  ticket: string | null;
  /** The code step asks for a recovery code instead of the app's code. */
  recoveryCode: boolean;
};

export type SignInEvent =
  | ({ type: 'SUBMIT' } & EndpointInput<typeof signInEndpoints.login>)
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'TOGGLE_RECOVERY_CODE' };

export type SignInInput = { preauthCode: string | null; oidc: OidcOutcome | null };

/** The server's 429 says how long to wait ('Too many sign-in attempts. Try again in 5 minutes.'); any other failure gets the path's fixed text. */
const rateLimited = 429;
const failureMessage = (error: unknown, fixedMessage: string): string => {
  const failure = apiFailureOf(error);
  return failure?.status === rateLimited ? failure.error : fixedMessage;
};

const codeRequired = (output: SignInOutput | CodeRequired): output is CodeRequired => 'ticket' in output;

/** The ticket ran out (5 minutes) or was used: the code step is over, the password is asked again. */
const ticketExpired = (error: unknown): boolean => apiFailureOf(error)?.error === expiredSignInTicketMessage;

/**
 * Sign-in (part 1 §2, §4): idle -> loading -> success | failure by e-mail and password, or
 * authenticating -> success | failure when the page was opened from a sign-in link, or (issue 29)
 * resuming -> success | failure when the identity provider's callback signed the person in, or
 * failure at once when it refused them. What the page offers is loaded beside all of it. A person
 * with a second factor (issue 29) goes from loading to code -> verifyingCode -> success |
 * codeFailure, with a recovery code instead of the app's code if they choose; an expired ticket is
 * a failure of the password form again. The machine
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
    toggleRecoveryCode: assign({ recoveryCode: ({ context }) => !context.recoveryCode, errorMessage: null }),
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
    ticket: null,
    recoveryCode: false,
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
        onDone: [
          {
            guard: ({ event }) => codeRequired(event.output),
            target: 'code',
            actions: assign({ ticket: ({ event }) => (codeRequired(event.output) ? event.output.ticket : null) }),
          },
          {
            target: 'success',
            actions: { type: 'keepSignedIn', params: ({ event }) => event.output as SignInOutput },
          },
        ],
        onError: {
          target: 'failure',
          actions: assign({ errorMessage: ({ event }) => failureMessage(event.error, invalidCredentialsMessage) }),
        },
      },
    },
    code: {
      on: { SUBMIT_CODE: 'verifyingCode', TOGGLE_RECOVERY_CODE: { actions: 'toggleRecoveryCode' } },
    },
    verifyingCode: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'loginTotp',
        src: 'loginTotp',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_CODE');
          return { ticket: context.ticket ?? '', code: event.code };
        },
        onDone: { target: 'success', actions: { type: 'keepSignedIn', params: ({ event }) => event.output } },
        onError: [
          {
            guard: ({ event }) => ticketExpired(event.error),
            target: 'failure',
            actions: assign({ errorMessage: expiredSignInTicketMessage, ticket: null, recoveryCode: false }),
          },
          {
            target: 'codeFailure',
            actions: assign({ errorMessage: ({ event }) => failureMessage(event.error, invalidCodeMessage) }),
          },
        ],
      },
    },
    codeFailure: {
      on: { SUBMIT_CODE: 'verifyingCode', TOGGLE_RECOVERY_CODE: { target: 'code', actions: 'toggleRecoveryCode' } },
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
