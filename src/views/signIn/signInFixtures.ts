import { fromPromise } from 'xstate';
import type { SignInOptions } from '../../../domain/api/oidc.schema';
import type { SignInActors, SignInOutput } from '../../../machines/signIn/signIn.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

export const signedInAda: SignInOutput = {
  user: { id: 3, name: 'Ada Admin', role: 'admin', image: null, email: 'ada@example.com', trello_id: null },
  redirect: null,
};

/** The page as most servers have it: the password form, no identity provider. */
export const passwordOnly: SignInOptions = { passwordSignIn: true, oidc: null };

/** Sign-in actors for stories: each signs Ada in, never answers, or fails as asked; the page offers `options`. */
export const signInActorsFixture = (
  answers: Partial<Record<keyof SignInActors, StubAnswer>> = {},
  options: SignInOptions = passwordOnly,
): SignInActors => ({
  login: fromPromise(() => stubAnswer(answers.login ?? 'answer', () => signedInAda)),
  preauth: fromPromise(() => stubAnswer(answers.preauth ?? 'answer', () => signedInAda)),
  loadOptions: fromPromise(() => stubAnswer(answers.loadOptions ?? 'answer', () => options)),
  resume: fromPromise(() => stubAnswer(answers.resume ?? 'answer', () => signedInAda)),
});
