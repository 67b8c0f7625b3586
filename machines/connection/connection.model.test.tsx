import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { ConnectionBanner } from '../../src/views/connection/ConnectionBanner';
import { ConnectionProvider } from '../../src/wiring/connection';
import type { ConnectionActors } from './connection.actors';
import { connectionMachine } from './connection.machine';

const probeDue = 'xstate.after.probeInterval.connection.api.unreachable.waiting';

const events: AnyEventObject[] = [
  { type: 'API_UNREACHABLE' },
  { type: 'LIVE_LOST' },
  { type: 'LIVE_OPEN' },
  { type: probeDue },
  { type: 'xstate.done.actor.probe', output: { status: 'ready' } },
  { type: 'xstate.error.actor.probe', error: new ApiError(503, { error: 'Not answering: the database' }) },
];

// The fewest paths that walk every transition (decision 0585).
const paths = coveringTransitions(getShortestPaths(connectionMachine, { events: events as never }));

const start = () => {
  const stubs = createControlledActors(['probe'] as const);
  const actors: ConnectionActors = { probe: stubs.actor('probe') };
  const clock = new SimulatedClock();
  const connection = createActor(connectionMachine.provide({ actors }), { clock }).start();
  let restored = 0;
  connection.on('RESTORED', () => (restored += 1));
  renderView(
    <ConnectionProvider connection={connection}>
      <ConnectionBanner />
    </ConnectionProvider>,
  );
  return { stubs, clock, connection, restoredCount: () => restored };
};

type Started = ReturnType<typeof start>;

/** Plays one event as the app meets it: the transport and the socket send theirs, the clock and the probe answer the others. */
const perform = async ({ stubs, clock, connection }: Started, event: AnyEventObject) => {
  if (event.type === 'xstate.init') return;
  if (event.type === probeDue) return act(() => clock.increment(2_000));
  if (isActorEvent(event)) {
    expect(stubs.waiting('probe')).toBe(true);
    return act(async () => stubs.settle(event));
  }
  act(() => connection.send(event as never));
};

const assertScreen = async (offline: boolean) => {
  if (offline) expect(await screen.findByRole('status')).toHaveTextContent('Reconnecting…');
  else expect(screen.queryByText('Reconnecting…')).toBeNull();
  // The region is there either way, so a screen reader hears the words when they appear.
  expect(screen.getByRole('status')).toBeInTheDocument();
};

describe('connection, replayed through ConnectionBanner', () => {
  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(connectionMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const started = start();
      for (const step of path.steps) {
        await perform(started, step.event);
        expect(started.connection.getSnapshot().value).toEqual(step.state.value);
        await assertScreen(step.state.hasTag('offline'));
      }
      // Shortest paths never come back online: the recoveries are below.
      expect(started.restoredCount()).toBe(0);
    });
  }

  const ready = { type: 'xstate.done.actor.probe', output: { status: 'ready' } };
  const recoveries: Array<{ name: string; steps: Array<[AnyEventObject, { offline: boolean; restored: number }]> }> = [
    {
      name: 'the API answers its readiness check again',
      steps: [
        [{ type: 'API_UNREACHABLE' }, { offline: true, restored: 0 }],
        [
          { type: 'xstate.error.actor.probe', error: new ApiError(0, { error: 'The server could not be reached' }) },
          { offline: true, restored: 0 },
        ],
        [{ type: probeDue }, { offline: true, restored: 0 }],
        [ready, { offline: false, restored: 1 }],
      ],
    },
    {
      name: 'the live socket opens again',
      steps: [
        [{ type: 'LIVE_LOST' }, { offline: true, restored: 0 }],
        [{ type: 'LIVE_OPEN' }, { offline: false, restored: 1 }],
      ],
    },
    {
      name: 'both were lost: the banner stays until the second comes back',
      steps: [
        [{ type: 'LIVE_LOST' }, { offline: true, restored: 0 }],
        [{ type: 'API_UNREACHABLE' }, { offline: true, restored: 0 }],
        [ready, { offline: true, restored: 0 }],
        [{ type: 'LIVE_OPEN' }, { offline: false, restored: 1 }],
        [{ type: 'LIVE_LOST' }, { offline: true, restored: 1 }],
        [{ type: 'API_UNREACHABLE' }, { offline: true, restored: 1 }],
        [{ type: 'LIVE_OPEN' }, { offline: true, restored: 1 }],
        [ready, { offline: false, restored: 2 }],
      ],
    },
  ];

  for (const recovery of recoveries) {
    it(`comes back when ${recovery.name}`, async () => {
      const started = start();
      for (const [event, expected] of recovery.steps) {
        await perform(started, event);
        await assertScreen(expected.offline);
        expect(started.restoredCount()).toBe(expected.restored);
      }
    });
  }

  it('asks for readiness at once, then every 2 s while the API cannot be reached', async () => {
    const { stubs, clock, connection } = start();
    act(() => connection.send({ type: 'API_UNREACHABLE' }));
    expect(stubs.calls.probe).toHaveLength(1);
    await act(async () =>
      stubs.settle({ type: 'xstate.error.actor.probe', error: new ApiError(0, { error: 'The server could not be reached' }) }),
    );
    act(() => clock.increment(1_999));
    expect(stubs.calls.probe).toHaveLength(1);
    act(() => clock.increment(1));
    expect(stubs.calls.probe).toHaveLength(2);
  });
});
