import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { inboxNotifications } from '../../src/views/inbox/inboxFixtures';
import { InboxView } from '../../src/views/inbox/InboxView';
import type { InboxActors, InboxChangedEvent } from './inbox.actors';
import { inboxMachine } from './inbox.machine';

type Snapshot = SnapshotFrom<typeof inboxMachine>;

const offline = new ApiError(0, { error: 'The server could not be reached' });
const full = { notifications: inboxNotifications, unreadCount: 2 };
const empty = { notifications: [], unreadCount: 0 };

/** The live `inbox` channel as a test drives it: `change()` is a notification written or read elsewhere. */
const createInboxChannel = () => {
  const listeners = new Set<(event: InboxChangedEvent) => void>();
  return {
    actor: fromCallback<InboxChangedEvent>(({ sendBack }) => {
      listeners.add(sendBack);
      return () => listeners.delete(sendBack);
    }),
    change: () => listeners.forEach((sendBack) => sendBack({ type: 'INBOX_CHANGED' })),
  };
};

// The buttons on screen only where the list has something unread: the view offers nothing else.
const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'RETRY' },
  { type: 'INBOX_CHANGED' },
  ...(snapshot.context.unreadCount > 0
    ? [{ type: 'MARK_READ', ids: [3] }, { type: 'MARK_ALL_READ' }, { type: 'SNOOZE', id: 2, until: 'tomorrow' }]
    : []),
  { type: 'xstate.done.actor.loadInbox', output: full },
  { type: 'xstate.done.actor.loadInbox', output: empty },
  { type: 'xstate.error.actor.loadInbox', error: offline },
  { type: 'xstate.done.actor.markRead', output: { unreadCount: 1 } },
  { type: 'xstate.error.actor.markRead', error: offline },
  { type: 'xstate.done.actor.snooze', output: { unreadCount: 1 } },
  { type: 'xstate.error.actor.snooze', error: new ApiError(404, { error: 'Notification not found' }) },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    shown: snapshot.context.notifications.map((item) => item.id),
    unread: snapshot.context.unreadCount,
    changedMeanwhile: snapshot.context.changedMeanwhile,
  });

const renderInbox = () => {
  const stubs = createControlledActors(['loadInbox', 'markRead', 'snooze', 'loadPreferences', 'savePreferences'] as const);
  const channel = createInboxChannel();
  const actors: InboxActors = {
    loadInbox: stubs.actor('loadInbox'),
    markRead: stubs.actor('markRead'),
    snooze: stubs.actor('snooze'),
    loadPreferences: stubs.actor('loadPreferences'),
    savePreferences: stubs.actor('savePreferences'),
    inboxChanged: channel.actor,
  };
  renderView(<InboxView />, { actors: { inbox: actors }, path: '/inbox' });
  return { stubs, channel };
};

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  if (snapshot.matches('loading')) {
    expect(screen.getByLabelText('Loading notifications')).toBeInTheDocument();
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByText('Unable to load your inbox').length).toBeGreaterThan(0);
    return;
  }
  const markAll = screen.getByRole('button', { name: 'Mark all read' });
  if (context.notifications.length === 0) {
    expect(await screen.findByText('Nothing here: you are all caught up.')).toBeInTheDocument();
    expect(markAll).toBeDisabled();
    return;
  }
  // Grouped by site, newest first: Oakwood's assignment, then Smith & Sons' mention and status change.
  const oakwood = await screen.findByRole('region', { name: 'Oakwood Memorial Chapel' });
  const smith = screen.getByRole('region', { name: 'Smith & Sons Funeral Home' });
  expect(within(oakwood).getByRole('link', { name: 'Avery Admin: You were assigned as designer' })).toHaveAttribute(
    'href',
    '/sites/id/1043',
  );
  expect(
    within(smith)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Casey Care: Mentioned you in a note: @Dana Designer the family sent new photos',
    'Avery Admin: Status changed from In Design to Pre-Staging QA',
  ]);
  // A mention in a note opens the notes filtered to the note's type, whatever the reader's default.
  expect(within(smith).getByRole('link', { name: /Mentioned you in a note/ })).toHaveAttribute('href', '/sites/id/1042/notes?type=Instant');
  expect(screen.getAllByText('Unread')).toHaveLength(2);
  if (snapshot.matches({ ready: 'idle' })) await waitFor(() => expect(markAll).toBeEnabled());
  else expect(markAll).toBeDisabled();
};

const doEvent = async (user: UserEvent, inbox: ReturnType<typeof renderInbox>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'INBOX_CHANGED':
      return inbox.channel.change();
    case 'MARK_READ':
      return user.click(within(screen.getByRole('region', { name: 'Oakwood Memorial Chapel' })).getByRole('button', { name: 'Mark read' }));
    case 'MARK_ALL_READ':
      return user.click(screen.getByRole('button', { name: 'Mark all read' }));
    case 'SNOOZE': {
      const smith = screen.getByRole('region', { name: 'Smith & Sons Funeral Home' });
      await user.click(within(smith).getAllByRole('button', { name: 'Snooze' })[0]!);
      return user.click(await screen.findByRole('menuitem', { name: 'Until tomorrow' }));
    }
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'loadInbox' | 'markRead' | 'snooze';
      await waitFor(() => expect(inbox.stubs.waiting(id)).toBe(true));
      return inbox.stubs.settle(event);
    }
  }
};

describe('the Inbox screen, replayed through InboxView', () => {
  const paths = coveringTransitions(getShortestPaths(inboxMachine, { events: eventsOf as never, serializeState: serialize }));

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(inboxMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const inbox = renderInbox();
      for (const step of path.steps) {
        await doEvent(user, inbox, step.event);
        await assertScreen(step.state);
      }
      // What each button sent: the one item, every one, or the one snoozed until tomorrow.
      const events = path.steps.map((step) => step.event.type);
      if (events.includes('MARK_READ')) expect(inbox.stubs.calls.markRead).toContainEqual({ ids: [3] });
      if (events.includes('MARK_ALL_READ')) expect(inbox.stubs.calls.markRead).toContainEqual({ all: true });
      if (events.includes('SNOOZE')) expect(inbox.stubs.calls.snooze).toEqual([{ id: 2, until: 'tomorrow' }]);
    });
  }

  it('filters to one kind and to the unread ones among what was read', async () => {
    const user = userEvent.setup({ delay: null });
    const inbox = renderInbox();
    await waitFor(() => expect(inbox.stubs.waiting('loadInbox')).toBe(true));
    inbox.stubs.settle({ type: 'xstate.done.actor.loadInbox', output: full });
    await user.click(await screen.findByRole('radio', { name: 'Mentions' }));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Casey Care: Mentioned you in a note: @Dana Designer the family sent new photos',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Status' }));
    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    expect(await screen.findByText('Nothing here: you are all caught up.')).toBeInTheDocument();
    expect(inbox.stubs.calls.loadInbox).toEqual([{}]);
  });

  it('a change heard while marking all read is read after the mark answers, never beside it with what the list was before', async () => {
    const user = userEvent.setup({ delay: null });
    const inbox = renderInbox();
    await waitFor(() => expect(inbox.stubs.waiting('loadInbox')).toBe(true));
    inbox.stubs.settle({ type: 'xstate.done.actor.loadInbox', output: full });
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(inbox.stubs.waiting('markRead')).toBe(true));
    // Another change arrives (a snooze's, or a notification written elsewhere) while the mark is under way.
    inbox.channel.change();
    expect(inbox.stubs.waiting('loadInbox')).toBe(false);
    inbox.stubs.settle({ type: 'xstate.done.actor.markRead', output: { unreadCount: 0 } });
    await waitFor(() => expect(inbox.stubs.waiting('loadInbox')).toBe(true));
    inbox.stubs.settle({
      type: 'xstate.done.actor.loadInbox',
      output: { notifications: inboxNotifications.map((item) => ({ ...item, read: true })), unreadCount: 0 },
    });
    await waitFor(() => expect(screen.queryAllByText('Unread')).toEqual([]));
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(inbox.stubs.calls.loadInbox).toHaveLength(2);
    expect(inbox.stubs.calls.markRead).toEqual([{ all: true }]);
  });

  // A mark or snooze ends where a mark did (reading the list again) or where it started (idle), so
  // no path of its own shows its toast: these do, in decision 0521's words or the server's.
  it.each([
    ['snooze', 'xstate.done.actor.snooze', 'Snoozed', { output: { unreadCount: 1 } }],
    ['snooze', 'xstate.error.actor.snooze', 'Notification not found', { error: new ApiError(404, { error: 'Notification not found' }) }],
    ['markRead', 'xstate.error.actor.markRead', 'Unable to mark as read', { error: offline }],
  ] as const)('%s answering %s says "%s"', async (id, type, toast, answer) => {
    const user = userEvent.setup({ delay: null });
    const inbox = renderInbox();
    await waitFor(() => expect(inbox.stubs.waiting('loadInbox')).toBe(true));
    inbox.stubs.settle({ type: 'xstate.done.actor.loadInbox', output: full });
    await screen.findByRole('region', { name: 'Oakwood Memorial Chapel' });
    await doEvent(user, inbox, id === 'snooze' ? { type: 'SNOOZE' } : { type: 'MARK_READ' });
    await waitFor(() => expect(inbox.stubs.waiting(id)).toBe(true));
    inbox.stubs.settle({ type, ...answer });
    expect(await screen.findByText(toast)).toBeInTheDocument();
  });
});
