import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** The steps of a path from xstate/graph, as far as these helpers read them. */
type PathLike = { steps: ReadonlyArray<{ state: { _nodes: ReadonlyArray<AnyStateNode> }; event: unknown }> };

const isLeaf = (node: AnyStateNode): boolean => Object.keys(node.states).length === 0;

// A state left at once by an unguarded eventless transition is never where a snapshot rests, so it
// has no screen to assert (the revision machine's 'settling' picks the state a saved revision is in).
const isTransient = (node: AnyStateNode): boolean => (node.always ?? []).some((transition) => !transition.guard);

/**
 * The ids of every atomic and final state node a machine can rest in (each region's leaves for
 * parallel states): the states whose screens the model tests must assert.
 */
export function leafStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode) => {
    if (isLeaf(node) && !isTransient(node)) ids.push(node.id);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return ids.sort();
}

/** The leaf state node ids some step of some path is in: what the replayed paths assert a screen for. */
export function coveredLeafStateIds(paths: ReadonlyArray<PathLike>): string[] {
  const covered = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) for (const node of step.state._nodes) if (isLeaf(node)) covered.add(node.id);
  }
  return [...covered].sort();
}

// Errors carry their meaning in non-enumerable fields, which JSON.stringify would drop.
const eventKey = (event: unknown): string =>
  JSON.stringify(event, (_, value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : value));

/**
 * Drops every path whose events are the start of another path's events. A shortest-paths tree has
 * many such paths; the longer path replays the same steps and asserts the same screens on the way,
 * so dropping them loses no state, transition or step's screen, only repeated renders. (A check a
 * test makes only at the end of a path is then made where the longer path ends.)
 */
export function withoutPrefixPaths<P extends PathLike>(paths: ReadonlyArray<P>): P[] {
  const keyed = paths.map((path) => ({ path, keys: path.steps.map((step) => eventKey(step.event)) }));
  const isPrefixOf = (short: string[], long: string[]) => short.length < long.length && short.every((key, index) => key === long[index]);
  // Of two paths with the same events, the first is kept.
  const isRepeatOf = (keys: string[], earlier: string[]) => keys.length === earlier.length && isPrefixOf(keys, [...earlier, '']);
  return keyed
    .filter(
      ({ keys }, index) =>
        !keyed.some((other, otherIndex) => isPrefixOf(keys, other.keys) || (otherIndex < index && isRepeatOf(keys, other.keys))),
    )
    .map(({ path }) => path);
}

/**
 * For each path, the index of its first step that no earlier path in the list replays: the steps
 * before it are the start of an earlier path, whose test already asserted their screens. A long
 * model test replays such a shared start only to get there (say, a form filled field by field
 * before each way its submit can end) and asserts from this step on. The earlier path is the one
 * before it in the list, not in the run, so a shuffled run asserts the same screens.
 */
export function firstNewStepIndexes(paths: ReadonlyArray<PathLike>): number[] {
  const keyed = paths.map((path) => path.steps.map((step) => eventKey(step.event)));
  const sharedLength = (a: string[], b: string[]) => {
    let length = 0;
    while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
    return length;
  };
  return keyed.map((keys, index) => Math.max(0, ...keyed.slice(0, index).map((earlier) => sharedLength(keys, earlier))));
}
