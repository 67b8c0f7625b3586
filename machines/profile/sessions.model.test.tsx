import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError, apiFailureOf } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { replayModelPath } from '../../src/testing/replayModelPath';
import { renderView } from '../../src/testing/ViewWiring';
import { danaSessions } from '../../src/views/profile/profileFixtures';
import { SessionsView } from '../../src/views/profile/SessionsView';
import type { ProfileActors } from './profile.actors';
import { sessionsMachine } from './sessions.machine';

type Snapshot = SnapshotFrom<typeof sessionsMachine>;

const offline = new ApiError(0, { error: 'The server could not be reached' });
const gone = new ApiError(404, { error: 'Session not found' });

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadSessions', output: danaSessions },
  { type: 'xstate.error.actor.loadSessions', error: offline },
  { type: 'RETRY' },
  { type: 'END', id: 2 },
  { type: 'xstate.done.actor.endSession', output: { ended: 1 } },
  { type: 'xstate.error.actor.endSession', error: gone },
  { type: 'END_OTHERS' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.endOtherSessions', output: { ended: 1 } },
  { type: 'xstate.error.actor.endOtherSessions', error: offline },
];

// Only the events the state takes: an ignored answer would count as a state of its own.
const eventsOf = (snapshot: Snapshot): AnyEventObject[] => events.filter((event) => snapshot.can(event as never));

const toastOf = (event: AnyEventObject): string | null =>
  ({
    'xstate.done.actor.endSession': 'Session signed out',
    'xstate.error.actor.endSession': 'Unable to sign the session out: Session not found',
    'xstate.done.actor.endOtherSessions': 'Every other session is signed out',
    'xstate.error.actor.endOtherSessions': 'Unable to sign the session out',
  })[event.type] ?? null;

const setUp = () => {
  const stubs = createControlledActors(['loadSessions', 'endSession', 'endOtherSessions'] as const);
  const actors = {
    loadSessions: stubs.actor('loadSessions'),
    endSession: stubs.actor('endSession'),
    endOtherSessions: stubs.actor('endOtherSessions'),
  } as Partial<ProfileActors> as ProfileActors;
  renderView(<SessionsView />, { actors: { profile: actors }, path: '/profile/sessions' });
  return stubs;
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof setUp>, event: AnyEventObject) => {
  if (isActorEvent(event)) {
    const id = event.type.split('.')[3] as 'loadSessions';
    await waitFor(() => expect(stubs.waiting(id)).toBe(true));
    return stubs.settle(event);
  }
  const dialog = () => screen.getByRole('dialog', { name: 'Sign out every other session?' });
  switch (event.type) {
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'END':
      return user.click(within(screen.getByRole('region', { name: 'Safari on iPhone' })).getByRole('button', { name: 'Sign out' }));
    case 'END_OTHERS':
      return user.click(screen.getByRole('button', { name: 'Sign out every other session' }));
    case 'CANCEL':
      return user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    default:
      return user.click(within(dialog()).getByRole('button', { name: 'Sign out others' }));
  }
};

const assertScreen = async (snapshot: Snapshot) => {
  if (snapshot.matches('loading') && snapshot.context.sessions.length === 0) {
    expect(await screen.findByLabelText('Loading sessions')).toBeInTheDocument();
    return;
  }
  if (snapshot.matches('loadFailed')) {
    expect(await screen.findByText('Unable to load your sessions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    return;
  }
  // The list stays on screen while it is read again.
  const current = await screen.findByRole('region', { name: 'Chrome on Windows' });
  expect(within(current).getByText('This session')).toBeInTheDocument();
  expect(within(current).queryByRole('button', { name: 'Sign out' })).toBeNull();
  const phone = screen.getByRole('region', { name: 'Safari on iPhone' });
  expect(phone).toHaveTextContent('198.51.100.7');
  const endOne = within(phone).getByRole('button', { name: 'Sign out' });
  const endOthers = screen.getByRole('button', { name: 'Sign out every other session' });
  if (snapshot.matches('ready')) {
    await waitFor(() => expect(endOne).toBeEnabled());
    expect(endOthers).toBeEnabled();
  } else {
    await waitFor(() => expect(endOne).toBeDisabled());
    expect(endOthers).toBeDisabled();
  }
  const asking = snapshot.matches('confirmingOthers') || snapshot.matches('endingOthers');
  if (!asking) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign out every other session?' })).toBeNull());
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: 'Sign out every other session?' });
  expect(dialog).toHaveTextContent('Every browser signed in as you, but this one, is signed out at once.');
  const confirm = within(dialog).getByRole('button', { name: 'Sign out others' });
  if (snapshot.matches('endingOthers')) {
    expect(confirm).toHaveAttribute('data-loading', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  } else {
    expect(confirm).not.toHaveAttribute('data-loading');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  }
};

const describeEvent = (event: AnyEventObject) =>
  `${event.type.replace('xstate.', '')}${event.type.startsWith('xstate.error') ? ` (${String(apiFailureOf(event.error)?.error)})` : ''}`;

beforeEach(() => notifications.clean());

describe('sessions, replayed through SessionsView', () => {
  const paths = coveringTransitions(
    getShortestPaths(sessionsMachine, {
      events: eventsOf as never,
      // An answer, a retry or a cancel leads to a state the list was in before; counting each
      // apart gives it (and its toast) a path of its own.
      serializeState: (snapshot, event) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.sessions.length,
          event && (isActorEvent(event) || event.type === 'RETRY' || event.type === 'CANCEL') ? event.type : null,
        ]),
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(sessionsMachine));
  });

  for (const path of paths) {
    it(path.steps.map(({ event }) => describeEvent(event as AnyEventObject)).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = setUp();
      await replayModelPath(path.steps, {
        doEvent: (event) => doEvent(user, stubs, event),
        toastOf,
        assertScreen: (state) => assertScreen(state),
      });
      for (const input of stubs.calls.endSession) expect(input).toEqual({ id: 2 });
    });
  }
});
