import type { MachineGraph } from './machineGraph';

export type PlacedState = { path: string; label: string; x: number; y: number; initial: boolean; compound: boolean };
export type PlacedArrow = { from: PlacedState; to: PlacedState; label: string; startsIn: boolean };

export const boxWidth = 190;
export const boxHeight = 40;
const columnGap = 110;
const rowGap = 34;

/**
 * Columns by how many steps a state is from where the machine starts (breadth first over its
 * arrows, a state's children one step after it), rows in the machine's own order inside a column.
 * Simple enough to read at a glance; the table under the diagram lists every arrow exactly.
 */
export const layoutDiagram = (graph: MachineGraph) => {
  const next = new Map<string, string[]>();
  const link = (from: string, to: string) => next.set(from, [...(next.get(from) ?? []), to]);
  for (const state of graph.states) if (state.parent) link(state.parent, state.path);
  for (const arrow of graph.transitions) link(arrow.from, arrow.to);

  const depth = new Map<string, number>();
  const starts = graph.states.filter((state) => state.parent === null && state.initial).map((state) => state.path);
  const queue = starts.length > 0 ? [...starts] : graph.states.slice(0, 1).map((state) => state.path);
  for (const start of queue) depth.set(start, 0);
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const target of next.get(current) ?? []) {
      if (depth.has(target)) continue;
      depth.set(target, depth.get(current)! + 1);
      queue.push(target);
    }
  }
  // Parallel regions and states only a parent's arrows reach: one step after their parent, or the first column.
  for (const state of graph.states)
    if (!depth.has(state.path)) depth.set(state.path, state.parent ? (depth.get(state.parent) ?? 0) + 1 : 0);

  const rows = new Map<number, number>();
  const placed = new Map<string, PlacedState>();
  for (const state of graph.states) {
    const column = depth.get(state.path)!;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    placed.set(state.path, {
      path: state.path,
      label: state.path.replaceAll('.', ' › '),
      x: column * (boxWidth + columnGap),
      y: row * (boxHeight + rowGap),
      initial: state.initial,
      compound: state.kind === 'compound' || state.kind === 'parallel',
    });
  }
  const arrows: PlacedArrow[] = [
    ...graph.states
      .filter((state) => state.parent && state.initial)
      .map((state) => ({ from: placed.get(state.parent!)!, to: placed.get(state.path)!, label: 'starts in', startsIn: true })),
    ...graph.transitions.map((arrow) => ({
      from: placed.get(arrow.from)!,
      to: placed.get(arrow.to)!,
      label: arrow.guard ? `${arrow.event} [${arrow.guard}]` : arrow.event,
      startsIn: false,
    })),
  ];
  const columns = Math.max(...[...depth.values()]) + 1;
  const tallest = Math.max(...rows.values());
  return {
    states: [...placed.values()],
    arrows,
    width: columns * (boxWidth + columnGap),
    height: tallest * (boxHeight + rowGap) + rowGap,
  };
};
