import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { coveredLeafStateIds, coveringTransitions } from './modelPaths';

// A switch with a counter beside it: one shortest path per count and position, three transitions.
const machine = setup({ types: { context: {} as { count: number }, events: {} as { type: 'ADD' } | { type: 'TOGGLE' } } }).createMachine({
  id: 'switch',
  context: { count: 0 },
  initial: 'off',
  states: {
    off: { on: { TOGGLE: 'on', ADD: { actions: assign({ count: ({ context }) => context.count + 1 }) } } },
    on: { on: { TOGGLE: 'off' } },
  },
});
const paths = getShortestPaths(machine, {
  events: [{ type: 'ADD' }, { type: 'TOGGLE' }],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.count]),
  filterEvents: (snapshot) => snapshot.context.count < 3,
});
const walked = (kept: typeof paths) =>
  new Set(
    kept.flatMap((path) =>
      path.steps.map(
        (step, index) => `${String(index === 0 ? '' : path.steps[index - 1]!.state.value)} ${step.event.type} ${String(step.state.value)}`,
      ),
    ),
  );

describe('coveringTransitions', () => {
  it('keeps one path that walks every transition the seven shortest paths walk', () => {
    expect(paths).toHaveLength(7);
    const kept = coveringTransitions(paths);
    expect(kept.map((path) => path.steps.map((step) => step.event.type))).toEqual([['xstate.init', 'ADD', 'TOGGLE']]);
    expect([...walked(kept)].sort()).toEqual([...walked(paths)].sort());
    expect(coveredLeafStateIds(kept)).toEqual(['switch.off', 'switch.on']);
  });
});
