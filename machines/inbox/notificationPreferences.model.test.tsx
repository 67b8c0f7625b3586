import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { NotificationPreferencesPanel } from '../../src/views/inbox/NotificationPreferencesPanel';
import type { InboxActors } from './inbox.actors';
import { notificationPreferencesMachine } from './notificationPreferences.machine';

type Snapshot = SnapshotFrom<typeof notificationPreferencesMachine>;

const everything = { kinds: ['mention', 'assignment', 'status', 'launch', 'revision', 'scrape'] as const, dailyDigest: false };
const offline = new ApiError(0, { error: 'The server could not be reached' });

// The person unticks Mentions and turns the digest on, each once; the server keeps what it is sent.
const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { preferences } = snapshot.context;
  return [
    { type: 'RETRY' },
    ...(preferences.kinds.includes('mention')
      ? [{ type: 'CHOOSE', change: { kinds: preferences.kinds.filter((kind) => kind !== 'mention') } }]
      : []),
    ...(preferences.dailyDigest ? [] : [{ type: 'CHOOSE', change: { dailyDigest: true } }]),
    { type: 'xstate.done.actor.loadPreferences', output: { kinds: [...everything.kinds], dailyDigest: false } },
    { type: 'xstate.error.actor.loadPreferences', error: offline },
    { type: 'xstate.done.actor.savePreferences', output: preferences },
    { type: 'xstate.error.actor.savePreferences', error: offline },
  ];
};

const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, shown: snapshot.context.preferences });

const renderPanel = () => {
  const stubs = createControlledActors(['loadInbox', 'markRead', 'snooze', 'loadPreferences', 'savePreferences'] as const);
  const actors: InboxActors = {
    loadInbox: stubs.actor('loadInbox'),
    markRead: stubs.actor('markRead'),
    snooze: stubs.actor('snooze'),
    loadPreferences: stubs.actor('loadPreferences'),
    savePreferences: stubs.actor('savePreferences'),
    inboxChanged: fromCallback(() => () => undefined),
  };
  renderView(<NotificationPreferencesPanel />, { actors: { inbox: actors }, path: '/inbox' });
  return stubs;
};

beforeEach(() => notifications.clean());

const assertPanel = async (snapshot: Snapshot) => {
  if (snapshot.matches('loading')) {
    expect(screen.getByLabelText('Loading notification preferences')).toBeInTheDocument();
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByText('Unable to load your notification preferences')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    return;
  }
  const { preferences } = snapshot.context;
  const mentions = await screen.findByRole('checkbox', { name: 'Mentions' });
  await waitFor(() => expect(mentions).toHaveProperty('checked', preferences.kinds.includes('mention')));
  expect(screen.getByRole('checkbox', { name: 'Assignments' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Daily e-mail digest at 8:00' })).toHaveProperty('checked', preferences.dailyDigest);
  if (snapshot.matches('saving')) expect(screen.getByRole('status')).toHaveTextContent('Saving…');
  else await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderPanel>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'CHOOSE':
      return 'dailyDigest' in event.change
        ? user.click(screen.getByRole('switch', { name: 'Daily e-mail digest at 8:00' }))
        : user.click(screen.getByRole('checkbox', { name: 'Mentions' }));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'loadPreferences' | 'savePreferences';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(event);
    }
  }
};

describe('the notification preferences, replayed through NotificationPreferencesPanel', () => {
  const paths = coveringTransitions(
    getShortestPaths(notificationPreferencesMachine, { events: eventsOf as never, serializeState: serialize }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(notificationPreferencesMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderPanel();
      for (const step of path.steps) {
        const event: AnyEventObject = step.event;
        // A save sends the whole choice as shown when it was made (the answer echoes it).
        if (event.type === 'xstate.done.actor.savePreferences') expect(stubs.calls.savePreferences.at(-1)).toEqual(event.output);
        await doEvent(user, stubs, event);
        await assertPanel(step.state);
      }
    });
  }

  it('sends the kinds left ticked and the digest choice', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderPanel();
    await waitFor(() => expect(stubs.waiting('loadPreferences')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadPreferences', output: { kinds: [...everything.kinds], dailyDigest: false } });
    await user.click(await screen.findByRole('checkbox', { name: 'Scrapes' }));
    expect(stubs.calls.savePreferences).toEqual([{ kinds: ['mention', 'assignment', 'status', 'launch', 'revision'], dailyDigest: false }]);
    await user.click(screen.getByRole('switch', { name: 'Daily e-mail digest at 8:00' }));
    expect(stubs.calls.savePreferences.at(-1)).toEqual({
      kinds: ['mention', 'assignment', 'status', 'launch', 'revision'],
      dailyDigest: true,
    });
  });

  it('goes back to the saved choice with a toast when a save fails', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderPanel();
    await waitFor(() => expect(stubs.waiting('loadPreferences')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadPreferences', output: { kinds: [...everything.kinds], dailyDigest: false } });
    await user.click(await screen.findByRole('switch', { name: 'Daily e-mail digest at 8:00' }));
    expect(screen.getByRole('switch', { name: 'Daily e-mail digest at 8:00' })).toBeChecked();
    stubs.settle({ type: 'xstate.error.actor.savePreferences', error: new ApiError(400, { error: 'dailyDigest must be true or false' }) });
    expect(await screen.findByText('Unable to save your notification preferences: dailyDigest must be true or false')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Daily e-mail digest at 8:00' })).not.toBeChecked();
  });

  it('reads them again on Try again', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderPanel();
    await waitFor(() => expect(stubs.waiting('loadPreferences')).toBe(true));
    stubs.settle({ type: 'xstate.error.actor.loadPreferences', error: offline });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stubs.waiting('loadPreferences')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadPreferences', output: { kinds: ['launch'], dailyDigest: true } });
    expect(await screen.findByRole('checkbox', { name: 'Launches' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mentions' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Daily e-mail digest at 8:00' })).toBeChecked();
  });
});
