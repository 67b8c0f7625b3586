import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, fromCallback } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { emptyLookups } from '../../domain/lookups/lookupLists';
import { LookupsProvider } from '../../src/lookups/LookupsProvider';
import { ConnectionProvider } from '../../src/wiring/connection';
import { useLookups } from '../../src/lookups/useLookups';
import { createControlledActors } from '../../src/testing/controlledActors';
import { lostConnection } from '../../src/testing/lostConnection';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import type { LoadedLookups, LookupsActors, LookupsChangedEvent } from './lookups.actors';
import { lookupsMachine } from './lookups.machine';

const withDesigner = (incomplete: boolean, name = 'Ada Designer'): LoadedLookups => {
  const lookups = emptyLookups();
  lookups.designers = [...lookups.designers, { id: 3, user_id: 3, name, image: null }];
  return { lookups, incomplete };
};

/** The live `lookups` channel as a test drives it: `change()` is an admin's change on the Settings screen. */
const createLookupsChannel = () => {
  const listeners = new Set<(event: LookupsChangedEvent) => void>();
  return {
    actor: fromCallback<LookupsChangedEvent>(({ sendBack }) => {
      listeners.add(sendBack);
      return () => listeners.delete(sendBack);
    }),
    change: () => listeners.forEach((sendBack) => sendBack({ type: 'LOOKUPS_CHANGED' })),
  };
};

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadLookups', output: withDesigner(false) },
  { type: 'xstate.done.actor.loadLookups', output: withDesigner(true) },
  { type: 'xstate.error.actor.loadLookups', error: new ApiError(0, { error: 'The server could not be reached' }) },
];

const paths = getShortestPaths(lookupsMachine, { events: events as never });

function ListsProbe() {
  const lookups = useLookups();
  return (
    <p>
      {lookups.status}: {lookups.designers.map((person) => person.name).join(', ')}
    </p>
  );
}

afterEach(() => notifications.clean());

describe('lookups, replayed through LookupsProvider', () => {
  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(lookupsMachine));
  });

  for (const path of paths) {
    const [, answer] = path.steps.map((step) => step.event);
    const incomplete = (answer?.output as LoadedLookups | undefined)?.incomplete === true;
    const description = answer ? `${answer.type.replace('xstate.', '')}${incomplete ? ' (incomplete)' : ''}` : 'start';
    it(`${description} -> ${String(path.state.value)}`, async () => {
      const stubs = createControlledActors(['loadLookups'] as const);
      const actors: LookupsActors = { loadLookups: stubs.actor('loadLookups'), lookupsChanged: createLookupsChannel().actor };
      renderView(
        <LookupsProvider>
          <ListsProbe />
        </LookupsProvider>,
        { actors: { lookups: actors } },
      );
      expect(screen.getByText('loading: Not assigned')).toBeInTheDocument();
      if (!answer) return;
      await waitFor(() => expect(stubs.waiting('loadLookups')).toBe(true));
      act(() => stubs.settle(answer));
      if (path.state.matches('ready')) {
        expect(await screen.findByText('ready: Not assigned, Ada Designer')).toBeInTheDocument();
        expect(screen.queryByText('Unable to load user data')).toBeNull();
        return;
      }
      expect(await screen.findByText('Unable to load user data')).toBeInTheDocument();
      // What did load is kept: a failed call keeps the empty lists, an incomplete answer its lists.
      expect(
        screen.getByText(answer.type.includes('error') ? 'failed: Not assigned' : 'failed: Not assigned, Ada Designer'),
      ).toBeInTheDocument();
    });
  }

  it('reads the lists again when one changes on the Settings screen, keeping the shown ones meanwhile', async () => {
    const stubs = createControlledActors(['loadLookups'] as const);
    const channel = createLookupsChannel();
    renderView(
      <LookupsProvider>
        <ListsProbe />
      </LookupsProvider>,
      { actors: { lookups: { loadLookups: stubs.actor('loadLookups'), lookupsChanged: channel.actor } } },
    );
    await waitFor(() => expect(stubs.waiting('loadLookups')).toBe(true));
    act(() => stubs.settle({ type: 'xstate.done.actor.loadLookups', output: withDesigner(false) }));
    expect(await screen.findByText('ready: Not assigned, Ada Designer')).toBeInTheDocument();

    act(() => channel.change());
    expect(await screen.findByText('loading: Not assigned, Ada Designer')).toBeInTheDocument();
    await waitFor(() => expect(stubs.waiting('loadLookups')).toBe(true));
    act(() => stubs.settle({ type: 'xstate.done.actor.loadLookups', output: withDesigner(false, 'Ada Lovelace') }));
    expect(await screen.findByText('ready: Not assigned, Ada Lovelace')).toBeInTheDocument();
  });
});

describe('lookups when the connection comes back', () => {
  it('reads the lists again by itself after a failed load, without a reload', async () => {
    const stubs = createControlledActors(['loadLookups'] as const);
    const actors: LookupsActors = { loadLookups: stubs.actor('loadLookups'), lookupsChanged: createLookupsChannel().actor };
    const connection = lostConnection();
    renderView(
      <ConnectionProvider connection={connection}>
        <LookupsProvider>
          <ListsProbe />
        </LookupsProvider>
      </ConnectionProvider>,
      { actors: { lookups: actors } },
    );
    await waitFor(() => expect(stubs.waiting('loadLookups')).toBe(true));
    act(() =>
      stubs.settle({ type: 'xstate.error.actor.loadLookups', error: new ApiError(0, { error: 'The server could not be reached' }) }),
    );
    expect(await screen.findByText('failed: Not assigned')).toBeInTheDocument();

    act(() => connection.send({ type: 'LIVE_OPEN' }));
    await waitFor(() => expect(stubs.waiting('loadLookups')).toBe(true));
    expect(screen.getByText('loading: Not assigned')).toBeInTheDocument();
    act(() => stubs.settle({ type: 'xstate.done.actor.loadLookups', output: withDesigner(false) }));
    expect(await screen.findByText('ready: Not assigned, Ada Designer')).toBeInTheDocument();
    expect(stubs.calls.loadLookups).toHaveLength(2);
  });
});
