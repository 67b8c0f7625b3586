import { fromPromise } from 'xstate';
import type { SignInOptions } from '../../../domain/api/oidc.schema';
import type { CodeRequired, SignInActors, SignInOutput } from '../../../machines/signIn/signIn.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

export const signedInAda: SignInOutput = {
  user: { id: 3, name: 'Ada Admin', role: 'admin', image: null, email: 'ada@example.com', trello_id: null },
  redirect: null,
};

/** The page as most servers have it: the password form, no identity provider. */
const passwordOnly: SignInOptions = { passwordSignIn: true, oidc: null };

/** POST /login's answer when Ada has a second factor. */
const adaNeedsCode: CodeRequired = { ticket: 'sign-in-ticket' };

/**
 * Sign-in actors for stories: each signs Ada in, never answers, or fails as asked; the page offers
 * `options`, and with `secondFactor` the password asks for a code first.
 */
export const signInActorsFixture = (
  answers: Partial<Record<keyof SignInActors, StubAnswer>> = {},
  { options = passwordOnly, secondFactor = false }: { options?: SignInOptions; secondFactor?: boolean } = {},
): SignInActors => ({
  login: fromPromise(() => stubAnswer(answers.login ?? 'answer', () => (secondFactor ? adaNeedsCode : signedInAda))),
  preauth: fromPromise(() => stubAnswer(answers.preauth ?? 'answer', () => signedInAda)),
  loadOptions: fromPromise(() => stubAnswer(answers.loadOptions ?? 'answer', () => options)),
  resume: fromPromise(() => stubAnswer(answers.resume ?? 'answer', () => signedInAda)),
  loginTotp: fromPromise(() => stubAnswer(answers.loginTotp ?? 'answer', () => signedInAda)),
});
