import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** The steps of a path from xstate/graph, as far as these helpers read them. */
type PathLike = { steps: ReadonlyArray<{ state: { _nodes: ReadonlyArray<AnyStateNode>; value: unknown }; event: unknown }> };

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

/** A step's transition: the state it leaves, the event (with its payload) and the state it reaches. */
const transitionKeys = (path: PathLike): string[] =>
  path.steps.map((step, index) => {
    const from = index === 0 ? null : path.steps[index - 1]!.state.value;
    return `${JSON.stringify(from)} ${eventKey(step.event)} ${JSON.stringify(step.state.value)}`;
  });

/**
 * Keeps, of a shortest-paths set, as few paths as walk every transition any of them walks (each state
 * value left by each event, payload included, into each state value), and so every state and every
 * step's screen kind. A shortest-paths set has one path per distinct context, so it walks the same
 * transitions many times over with another draft or count in the context, and many of its paths are
 * the start of another; replaying those asserted the same screens again (decision 0585). Picked
 * greedily: the path with the most transitions not yet walked, the shorter of two (so a path that
 * only repeats the start of another is never kept); kept in the given order, which
 * firstNewStepIndexes reads.
 */
export function coveringTransitions<P extends PathLike>(paths: ReadonlyArray<P>): P[] {
  const keyed = paths.map((path) => new Set(transitionKeys(path)));
  const walked = new Set<string>();
  const kept = new Set<number>();
  for (;;) {
    let best = -1;
    let bestNew = 0;
    keyed.forEach((keys, index) => {
      const fresh = [...keys].filter((key) => !walked.has(key)).length;
      if (fresh > bestNew || (fresh === bestNew && fresh > 0 && paths[index]!.steps.length < paths[best]!.steps.length)) {
        best = index;
        bestNew = fresh;
      }
    });
    if (best < 0) break;
    kept.add(best);
    for (const key of keyed[best]!) walked.add(key);
  }
  return paths.filter((_, index) => kept.has(index));
}
