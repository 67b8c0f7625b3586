import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf, refusalOf } from '../../domain/api/apiError';
import { passwordProblem } from '../../domain/people/passwordPolicy';
import { notify } from '../shared/notice';
import { profileNotices, unprovidedProfileActors } from './profile.actors';

type FieldErrors = { currentPassword?: string; newPassword?: string };
export type ChangePasswordEvent = { type: 'SUBMIT'; currentPassword: string; newPassword: string };

/** The field a 400 names, with its reason; anything else is a toast. */
const fieldErrorOf = (error: unknown): FieldErrors | null => {
  const failure = apiFailureOf(error);
  if (failure?.status !== 400 || !failure.reason) return null;
  if (failure.field === 'currentPassword') return { currentPassword: 'Not your current password' };
  if (failure.field === 'newPassword') return { newPassword: failure.reason };
  return null;
};

/**
 * The profile's Password tab: editing -> changing -> changed (a new, empty form). A new password
 * the policy refuses (domain/people/passwordPolicy.ts) is said under the field before anything is
 * sent; the server's 400 names the field it refuses. `changes` counts successes so the view can
 * clear its form.
 */
export const changePasswordMachine = setup({
  types: { context: {} as { errors: FieldErrors; changes: number }, events: {} as ChangePasswordEvent },
  actors: unprovidedProfileActors,
  actions: { notify },
  guards: {
    policyRefuses: ({ event }) => passwordProblem(event.newPassword) !== null,
  },
}).createMachine({
  id: 'changePassword',
  context: { errors: {}, changes: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: 'policyRefuses',
            actions: assign({ errors: ({ event }) => ({ newPassword: passwordProblem(event.newPassword) ?? undefined }) }),
          },
          { target: 'changing', actions: assign({ errors: {} }) },
        ],
      },
    },
    changing: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return { currentPassword: event.currentPassword, newPassword: event.newPassword };
        },
        onDone: {
          target: 'editing',
          actions: [assign({ changes: ({ context }) => context.changes + 1 }), { type: 'notify', params: profileNotices.passwordChanged }],
        },
        onError: [
          {
            guard: ({ event }) => fieldErrorOf(event.error) !== null,
            target: 'editing',
            actions: assign({ errors: ({ event }) => fieldErrorOf(event.error) ?? {} }),
          },
          { target: 'editing', actions: { type: 'notify', params: ({ event }) => profileNotices.passwordFailed(refusalOf(event.error)) } },
        ],
      },
    },
  },
});
