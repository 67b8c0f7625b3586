import { fromPromise } from 'xstate';
import { invalidCredentialsMessage, invalidSignInLinkMessage, type SignInSuccess } from '../../domain/api/signIn.schema';
import { refused, type LoginInput, type PreauthInput, type SignInOutput } from '../../machines/signIn/signIn.actors';
import { login, preauth, SignInRefusedError } from '../api/signIn.api';

const toOutput = ({ user, redirect }: SignInSuccess): SignInOutput => ({ user, redirect });

/**
 * Turns the server's refusal into the text the page shows: a rate limit shows the server's
 * message ('Too many sign-in attempts. Try again in N minutes.'); any other refusal shows the
 * fixed message of its path. Network failures stay errors and get the same fixed message.
 */
const asRejection = (fixedMessage: string) => (error: unknown) => {
  if (error instanceof SignInRefusedError) {
    throw refused(error.status === 429 && error.message ? error.message : fixedMessage);
  }
  throw error;
};

/** The real `login` actor of the signIn machine. */
export const loginActor = fromPromise<SignInOutput, LoginInput>(({ input }) =>
  login(input.username, input.password).then(toOutput, asRejection(invalidCredentialsMessage)),
);

/** The real `preauth` actor of the signIn machine. */
export const preauthActor = fromPromise<SignInOutput, PreauthInput>(({ input }) =>
  preauth(input.code).then(toOutput, asRejection(invalidSignInLinkMessage)),
);
