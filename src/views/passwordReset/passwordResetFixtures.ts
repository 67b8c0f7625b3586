import { fromPromise } from 'xstate';
import type { PasswordResetActors } from '../../../machines/passwordReset/passwordReset.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** What POST /api/password/forgot answers for any address, known or not (issue 29). */
const sameAnswer = 'If that address belongs to an account, a link to set a new password is on its way.';

/** 'Forgot password?' actors for stories: each answers as the server does, never answers, or fails as asked. */
export const passwordResetActorsFixture = (answers: Partial<Record<keyof PasswordResetActors, StubAnswer>> = {}): PasswordResetActors => ({
  requestLink: fromPromise(() => stubAnswer(answers.requestLink ?? 'answer', () => ({ message: sameAnswer }))),
  resetPassword: fromPromise(() => stubAnswer(answers.resetPassword ?? 'answer', () => ({ email: 'dana@example.com' }))),
});
