import { fromPromise } from 'xstate';
import type { SignInActors, SignInOutput } from '../../../machines/signIn/signIn.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

export const signedInAda: SignInOutput = {
  user: { id: 3, name: 'Ada Admin', role: 'admin', image: null, email: 'ada@example.com', trello_id: null },
  redirect: null,
};

/** Sign-in actors for stories: each signs Ada in, never answers, or fails as asked. */
export const signInActorsFixture = (answers: Partial<Record<keyof SignInActors, StubAnswer>> = {}): SignInActors => ({
  login: fromPromise(() => stubAnswer(answers.login ?? 'answer', () => signedInAda)),
  preauth: fromPromise(() => stubAnswer(answers.preauth ?? 'answer', () => signedInAda)),
});
