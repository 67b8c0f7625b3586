import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { InboxBell } from '../../src/views/inbox/InboxBell';
import type { InboxActors, InboxChangedEvent } from './inbox.actors';
import { unreadBadgeMachine } from './unreadBadge.machine';

type Snapshot = SnapshotFrom<typeof unreadBadgeMachine>;

const events: AnyEventObject[] = [
  { type: 'INBOX_CHANGED' },
  { type: 'xstate.done.actor.loadInbox', output: { notifications: [], unreadCount: 3 } },
  { type: 'xstate.done.actor.loadInbox', output: { notifications: [], unreadCount: 0 } },
  { type: 'xstate.done.actor.loadInbox', output: { notifications: [], unreadCount: 120 } },
  { type: 'xstate.error.actor.loadInbox', error: new ApiError(0, { error: 'The server could not be reached' }) },
];

const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, unread: snapshot.context.unreadCount });

const renderBell = () => {
  const stubs = createControlledActors(['loadInbox', 'markRead', 'snooze', 'loadPreferences', 'savePreferences'] as const);
  const listeners = new Set<(event: InboxChangedEvent) => void>();
  const actors: InboxActors = {
    loadInbox: stubs.actor('loadInbox'),
    markRead: stubs.actor('markRead'),
    snooze: stubs.actor('snooze'),
    loadPreferences: stubs.actor('loadPreferences'),
    savePreferences: stubs.actor('savePreferences'),
    inboxChanged: fromCallback<InboxChangedEvent>(({ sendBack }) => {
      listeners.add(sendBack);
      return () => listeners.delete(sendBack);
    }),
  };
  renderView(<InboxBell />, { actors: { inbox: actors }, path: '/' });
  return { stubs, change: () => listeners.forEach((sendBack) => sendBack({ type: 'INBOX_CHANGED' })) };
};

/** The bell's name says the count; the badge shows it, "99+" past 99, and nothing at none. */
const assertBell = async (snapshot: Snapshot) => {
  const { unreadCount } = snapshot.context;
  const name = unreadCount === 0 ? 'Inbox' : `Inbox, ${unreadCount} unread`;
  const bell = await screen.findByRole('link', { name });
  expect(bell).toHaveAttribute('href', '/inbox');
  const badge = { 0: null, 3: '3', 120: '99+' }[unreadCount];
  if (badge === null) expect(screen.queryByText(/^\d+\+?$/)).toBeNull();
  else expect(screen.getByText(badge!)).toBeInTheDocument();
};

describe('the unread bell, replayed through InboxBell', () => {
  const paths = coveringTransitions(getShortestPaths(unreadBadgeMachine, { events: events as never, serializeState: serialize }));

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(unreadBadgeMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const bell = renderBell();
      for (const step of path.steps) {
        if (step.event.type === 'INBOX_CHANGED') bell.change();
        else if (isActorEvent(step.event)) {
          await waitFor(() => expect(bell.stubs.waiting('loadInbox')).toBe(true));
          bell.stubs.settle(step.event);
        }
        await assertBell(step.state);
      }
      // The bell reads only the unread ones, once at the start and once per change.
      const reads = 1 + path.steps.filter((step) => step.event.type === 'INBOX_CHANGED').length;
      await waitFor(() => expect(bell.stubs.calls.loadInbox).toEqual(Array.from({ length: reads }, () => ({ unread: '1' }))));
    });
  }
});
