import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { FakeObituariesPanel } from '../../src/views/scrapeRecords/FakeObituariesPanel';
import { fakeObituariesMachine } from './fakeObituaries.machine';
import type { RecordStreamEvent, ScrapeRecordsActors } from './scrapeRecords.actors';

type Snapshot = SnapshotFrom<typeof fakeObituariesMachine>;

const siteId = 12;
const failure = new ApiError(0, { error: 'The server could not be reached' });
const designer: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };

/** A site with two placeholders; Add makes it six, Remove none (the server answers the count left). */
const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const events: AnyEventObject[] = [
    { type: 'RETRY' },
    { type: 'ADD' },
    { type: 'xstate.done.actor.loadFakeCount', output: { count: 2 } },
    { type: 'xstate.error.actor.loadFakeCount', error: failure },
    { type: 'xstate.done.actor.addFakeObituaries', output: { count: 6 } },
    { type: 'xstate.error.actor.addFakeObituaries', error: failure },
    { type: 'xstate.done.actor.removeFakeObituaries', output: { count: 0 } },
    { type: 'xstate.error.actor.removeFakeObituaries', error: failure },
  ];
  // Remove is disabled while the site has none.
  if (snapshot.context.count) events.push({ type: 'REMOVE' });
  return events.filter((event) => snapshot.can(event as never));
};

// The event that led here is part of the key, so each answer and each failure gets a path of its own.
const serialize = (snapshot: Snapshot, event?: AnyEventObject) =>
  JSON.stringify({ value: snapshot.value, count: snapshot.context.count, by: event?.type });

const toastFor: Record<string, string> = {
  'xstate.done.actor.addFakeObituaries': 'Fake obituaries added',
  'xstate.error.actor.addFakeObituaries': 'Unable to add fake obituaries',
  'xstate.done.actor.removeFakeObituaries': 'Fake obituaries removed',
  'xstate.error.actor.removeFakeObituaries': 'Unable to remove fake obituaries',
};

const renderPanel = (viewer?: Viewer) => {
  const stubs = createControlledActors(['loadRecords', 'loadFakeCount', 'addFakeObituaries', 'removeFakeObituaries'] as const);
  const actors: ScrapeRecordsActors = {
    loadRecords: stubs.actor('loadRecords'),
    loadFakeCount: stubs.actor('loadFakeCount'),
    addFakeObituaries: stubs.actor('addFakeObituaries'),
    removeFakeObituaries: stubs.actor('removeFakeObituaries'),
    recordEvents: fromCallback<RecordStreamEvent, { organizationId: string }>(() => () => undefined),
  };
  renderView(<FakeObituariesPanel siteId={siteId} />, { actors: { scrapeRecords: actors }, ...(viewer ? { viewer } : {}) });
  return stubs;
};

const addButton = () => screen.getByRole('button', { name: 'Add fake obituaries' });
const removeButton = () => screen.getByRole('button', { name: 'Remove fake obituaries' });

const assertScreen = (snapshot: Snapshot) => {
  const { count } = snapshot.context;
  if (snapshot.matches('loading')) expect(screen.getByLabelText('Loading fake obituaries')).toBeInTheDocument();
  else expect(screen.queryByLabelText('Loading fake obituaries')).toBeNull();
  if (snapshot.matches('error')) expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  else expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  if (count === null) {
    expect(screen.queryByText(/fake obituar(y|ies) on the site/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add fake obituaries' })).toBeNull();
    return;
  }
  expect(screen.getByText(`${count} fake obituaries on the site`)).toBeInTheDocument();
  if (snapshot.matches('adding')) expect(addButton()).toHaveAttribute('data-loading');
  else expect(addButton()).not.toHaveAttribute('data-loading');
  if (snapshot.matches('removing')) expect(removeButton()).toHaveAttribute('data-loading');
  else expect(removeButton()).not.toHaveAttribute('data-loading');
  if (snapshot.matches('ready')) {
    expect(addButton()).toBeEnabled();
    if (count === 0) expect(removeButton()).toBeDisabled();
    else expect(removeButton()).toBeEnabled();
  }
};

const describeEvent = (event: AnyEventObject): string => {
  if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice(18)} answers`;
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice(19)} fails`;
  return event.type;
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderPanel>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'ADD':
      return user.click(addButton());
    case 'REMOVE':
      return user.click(removeButton());
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'loadFakeCount' | 'addFakeObituaries' | 'removeFakeObituaries';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(event);
    }
  }
};

beforeEach(() => notifications.clean());

describe('fake obituaries, replayed through FakeObituariesPanel', () => {
  const paths = coveringTransitions(
    getShortestPaths(fakeObituariesMachine, { input: { siteId }, events: eventsOf as never, serializeState: serialize }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(fakeObituariesMachine));
  });

  for (const path of paths) {
    it(['start', ...path.steps.slice(1).map((step) => describeEvent(step.event))].join(' > '), async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderPanel();
      for (const step of path.steps) {
        notifications.clean();
        await doEvent(user, stubs, step.event);
        const toast = toastFor[step.event.type];
        if (toast) expect(await screen.findByText(toast)).toBeInTheDocument();
        await waitFor(() => assertScreen(step.state));
      }
      // Every call is about this site.
      for (const calls of Object.values(stubs.calls)) for (const call of calls) expect(call).toEqual({ id: siteId });
    });
  }

  it("lets a designer add them too, and says '1 fake obituary' for one", async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderPanel(designer);
    await waitFor(() => expect(stubs.waiting('loadFakeCount')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadFakeCount', output: { count: 1 } });
    expect(await screen.findByText('1 fake obituary on the site')).toBeInTheDocument();
    await user.click(addButton());
    expect(stubs.calls.addFakeObituaries).toEqual([{ id: siteId }]);
  });

  it('hides Add and Remove from a role that may not manage fake obituaries', async () => {
    const stubs = renderPanel({ id: 6, role: 'ae', name: 'Avery AE' });
    await waitFor(() => expect(stubs.waiting('loadFakeCount')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadFakeCount', output: { count: 2 } });
    expect(await screen.findByText('2 fake obituaries on the site')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add fake obituaries' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove fake obituaries' })).toBeNull();
  });
});
