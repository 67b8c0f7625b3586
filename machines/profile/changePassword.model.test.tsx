import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError, apiFailureOf } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { replayModelPath } from '../../src/testing/replayModelPath';
import { renderView } from '../../src/testing/ViewWiring';
import { ChangePasswordView } from '../../src/views/profile/ChangePasswordView';
import { changePasswordMachine } from './changePassword.machine';
import type { ProfileActors } from './profile.actors';

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;

const current = 'the old passphrase';
const fresh = 'a much longer passphrase';

const events: AnyEventObject[] = [
  { type: 'SUBMIT', currentPassword: current, newPassword: 'short' },
  { type: 'SUBMIT', currentPassword: current, newPassword: fresh },
  { type: 'xstate.done.actor.changePassword', output: { ended: 1 } },
  {
    type: 'xstate.error.actor.changePassword',
    error: new ApiError(400, { error: 'Invalid currentPassword', field: 'currentPassword', reason: 'is not your current password' }),
  },
  {
    type: 'xstate.error.actor.changePassword',
    error: new ApiError(400, { error: 'Invalid newPassword', field: 'newPassword', reason: 'This password is too common; choose another' }),
  },
  { type: 'xstate.error.actor.changePassword', error: new ApiError(0, { error: 'The server could not be reached' }) },
];

// Only the events the state takes: an ignored answer would count as a state of its own.
const eventsOf = (snapshot: Snapshot): AnyEventObject[] => events.filter((event) => snapshot.can(event as never));

const describeEvent = (event: AnyEventObject) =>
  event.type === 'SUBMIT'
    ? `SUBMIT (${String(event.newPassword)})`
    : `${event.type.replace('xstate.', '')}${isActorEvent(event) && event.type.includes('error') ? ` (${String(apiFailureOf(event.error)?.error)})` : ''}`;

const toastOf = (event: AnyEventObject): string | null => {
  if (event.type === 'xstate.done.actor.changePassword') return 'Password changed; your other sessions are signed out';
  if (event.type === 'xstate.error.actor.changePassword' && apiFailureOf(event.error)?.status === 0) return 'Unable to change the password';
  return null;
};

const setUp = () => {
  const stubs = createControlledActors(['changePassword'] as const);
  const actors = { changePassword: stubs.actor('changePassword') } as Partial<ProfileActors> as ProfileActors;
  renderView(<ChangePasswordView />, { actors: { profile: actors }, path: '/profile/password' });
  return stubs;
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof setUp>, event: AnyEventObject) => {
  if (isActorEvent(event)) {
    await waitFor(() => expect(stubs.waiting('changePassword')).toBe(true));
    return stubs.settle(event);
  }
  const { currentPassword, newPassword } = event as unknown as { currentPassword: string; newPassword: string };
  await user.clear(screen.getByLabelText(/Current password/));
  await user.type(screen.getByLabelText(/Current password/), currentPassword);
  await user.clear(screen.getByLabelText(/New password/));
  await user.type(screen.getByLabelText(/New password/), newPassword);
  return user.click(screen.getByRole('button', { name: 'Change password' }));
};

/** What the fields say under them after `event`, the way a person reads it. */
const fieldMessagesAfter = (event: AnyEventObject): string[] => {
  if (event.type === 'SUBMIT' && event.newPassword === 'short') return ['At least 12 characters'];
  if (event.type !== 'xstate.error.actor.changePassword') return [];
  const field = apiFailureOf(event.error)?.field;
  if (field === 'currentPassword') return ['Not your current password'];
  if (field === 'newPassword') return ['This password is too common; choose another'];
  return [];
};

const assertScreen = async (snapshot: Snapshot, event: AnyEventObject) => {
  const currentField = screen.getByLabelText(/Current password/);
  const newField = screen.getByLabelText(/New password/);
  const submit = screen.getByRole('button', { name: 'Change password' });
  if (snapshot.matches('changing')) {
    await waitFor(() => expect(currentField).toBeDisabled());
    expect(newField).toBeDisabled();
    expect(submit).toHaveAttribute('data-loading', 'true');
    return;
  }
  await waitFor(() => expect(screen.getByLabelText(/Current password/)).toBeEnabled());
  expect(screen.getByLabelText(/New password/)).toBeEnabled();
  for (const message of fieldMessagesAfter(event)) expect(await screen.findByText(message)).toBeInTheDocument();
  // A change empties the form for the next one.
  if (event.type === 'xstate.done.actor.changePassword') {
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/New password/)).toHaveValue('');
  }
};

beforeEach(() => notifications.clean());

describe('change password, replayed through ChangePasswordView', () => {
  const paths = coveringTransitions(
    getShortestPaths(changePasswordMachine, {
      events: eventsOf as never,
      // `changes` counts successes without end, so it is left out. An answer leads back to an
      // editing state with the same errors; counting each apart gives it (and its toast) a path.
      serializeState: (snapshot, event) =>
        JSON.stringify([snapshot.value, snapshot.context.errors, event && isActorEvent(event) ? event.type : null]),
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(changePasswordMachine));
  });

  for (const path of paths) {
    it(path.steps.map(({ event }) => describeEvent(event as AnyEventObject)).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = setUp();
      await replayModelPath(path.steps, { doEvent: (event) => doEvent(user, stubs, event), toastOf, assertScreen });
      for (const input of stubs.calls.changePassword) expect(input).toEqual({ currentPassword: current, newPassword: fresh });
    });
  }
});
