import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { AcceptInvitationView } from '../../src/views/people/AcceptInvitationView';
import { acceptInvitationMachine } from './acceptInvitation.machine';

type Snapshot = SnapshotFrom<typeof acceptInvitationMachine>;

const token = 'a'.repeat(43);
const failure = new ApiError(0, { error: 'The server could not be reached' });
const spent = new ApiError(410, { error: 'This invitation has expired, was revoked or was already used' });
const session = {
  status: 'SUCCESS',
  token: 'new-session',
  redirect: null,
  user: { id: 2, name: 'Ivy Invited', role: 'designer', image: null, email: 'ivy@example.com', trello_id: null },
};

const events: AnyEventObject[] = [
  { type: 'RETRY' },
  { type: 'xstate.done.actor.readInvitation', output: { name: 'Ivy Invited', email: 'ivy@example.com' } },
  { type: 'xstate.error.actor.readInvitation', error: failure },
  { type: 'xstate.error.actor.readInvitation', error: spent },
  { type: 'SUBMIT', password: 'a long new password 42' },
  { type: 'xstate.done.actor.acceptInvitation', output: session },
  { type: 'xstate.error.actor.acceptInvitation', error: failure },
];

const render = () => {
  const stubs = createControlledActors(['readInvitation', 'acceptInvitation'] as const);
  const onSignedIn = vi.fn();
  renderView(<AcceptInvitationView token={token} onSignedIn={onSignedIn} />, {
    actors: { acceptInvitation: { readInvitation: stubs.actor('readInvitation'), acceptInvitation: stubs.actor('acceptInvitation') } },
    path: `/invitation/${token}`,
  });
  return { stubs, onSignedIn };
};

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot, onSignedIn: ReturnType<typeof vi.fn>) => {
  if (snapshot.matches('reading')) return expect(screen.getByLabelText('Reading the invitation')).toBeInTheDocument();
  if (snapshot.matches('error')) return expect(await screen.findByText('Unable to read the invitation')).toBeInTheDocument();
  if (snapshot.matches('unusable')) {
    expect(await screen.findByText('This invitation has expired, was revoked or was already used')).toBeInTheDocument();
    return expect(screen.queryByRole('button', { name: 'Set password and sign in' })).toBeNull();
  }
  expect(await screen.findByText('Ivy Invited, choose a password for ivy@example.com.')).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: 'Set password and sign in' });
  if (snapshot.matches('ready')) expect(submit).not.toHaveAttribute('data-loading');
  else expect(submit).toHaveAttribute('data-loading');
  if (snapshot.matches('accepted')) await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
  else expect(onSignedIn).not.toHaveBeenCalled();
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof render>['stubs'], event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'SUBMIT':
      fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a long new password 42' } });
      fireEvent.change(screen.getByLabelText(/^Repeat the password/), { target: { value: 'a long new password 42' } });
      return user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'readInvitation';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(event);
    }
  }
};

describe('accepting an invitation, replayed through AcceptInvitationView', () => {
  const paths = coveringTransitions(
    getShortestPaths(acceptInvitationMachine, {
      input: { token },
      events: events as never,
      serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, unusable: snapshot.context.unusable }),
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(acceptInvitationMachine));
  });

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const { stubs, onSignedIn } = render();
      let first = true;
      for (const step of path.steps) {
        if (!first) await doEvent(user, stubs, step.event);
        first = false;
        await assertScreen(step.state, onSignedIn);
      }
    });
  }

  it('says what is wrong with a password before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const { stubs } = render();
    await waitFor(() => expect(stubs.waiting('readInvitation')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.readInvitation', output: { name: 'Ivy Invited', email: 'ivy@example.com' } });
    await user.type(await screen.findByLabelText(/^Password/), '123456789012');
    await user.type(screen.getByLabelText(/^Repeat the password/), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('This password is too common; choose another')).toBeInTheDocument();
    expect(stubs.calls.acceptInvitation).toEqual([]);
  });
});
