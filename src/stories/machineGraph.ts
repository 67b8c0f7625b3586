import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One state of a machine as the docs page draws it; `path` is its dotted id inside the machine ('launching.retrying'). */
export type GraphState = {
  path: string;
  /** Its own name (the last part of the path). */
  key: string;
  /** The state that holds it, or null for a top-level state. */
  parent: string | null;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The state the machine (or its parent) starts in. */
  initial: boolean;
};

/** One arrow: from a state, on an event (in plain words), to a state, when the named guard allows. */
export type GraphTransition = {
  from: string;
  to: string;
  event: string;
  guard: string | null;
};

export type MachineGraph = {
  id: string;
  states: GraphState[];
  transitions: GraphTransition[];
  /** Per state, the events it reacts to without leaving (a toast, an edit of a field): what the person may still do there. */
  stays: Record<string, string[]>;
};

const pathOf = (node: AnyStateNode) => node.path.join('.');

/**
 * An event type as a designer reads it: XState's own events for an invoked call's answer, a delay
 * or a state that moves on by itself are named by what happened.
 */
const eventLabel = (eventType: string): string => {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} answered`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  const after = /^xstate\.after\.(\w+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`;
  if (/^xstate\.done\.state\./.test(eventType)) return 'done';
  if (eventType === '') return 'at once';
  return eventType;
};

/** A guard's name, whatever form the machine gave it in (a name, `{ type }`, `and`/`or`/`not` of names, a named function). */
const guardLabel = (guard: unknown): string | null => {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    const kind = (guard as { check?: { name?: string } }).check?.name;
    if (Array.isArray(inner) && kind)
      return `${kind.replace(/^check|Guard$/g, '').toLowerCase() || kind}(${inner.map(guardLabel).join(', ')})`;
    return guard.name || 'guard';
  }
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
};

const kindOf = (node: AnyStateNode): GraphState['kind'] => node.type;

/** Every state of the machine, parents before their children, in the order the machine declares them. */
const walk = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states).flatMap((child) => [child, ...walk(child)]);

/**
 * The diagram of a machine, read from the machine object itself (its states, the transitions of
 * each, their events and guards), so the docs page cannot drift from what the machine does.
 */
export const machineGraph = (machine: AnyStateMachine): MachineGraph => {
  const nodes = walk(machine.root);
  const states = nodes.map((node): GraphState => ({
    path: pathOf(node),
    key: node.key,
    parent: node.parent && node.parent !== machine.root ? pathOf(node.parent) : null,
    kind: kindOf(node),
    initial: node.parent?.initial?.target.includes(node) ?? false,
  }));
  const transitions: GraphTransition[] = [];
  const stays: Record<string, string[]> = {};
  for (const node of nodes) {
    const from = pathOf(node);
    for (const [eventType, definitions] of node.transitions) {
      for (const definition of definitions) {
        const targets = definition.target ?? [];
        const event = eventLabel(eventType);
        const guard = guardLabel(definition.guard);
        if (targets.length === 0) {
          const label = guard ? `${event} [${guard}]` : event;
          if (!(stays[from] ??= []).includes(label)) stays[from].push(label);
        }
        for (const target of targets) transitions.push({ from, to: pathOf(target), event, guard });
      }
    }
    for (const definition of node.always ?? []) {
      for (const target of definition.target ?? [])
        transitions.push({ from, to: pathOf(target), event: eventLabel(''), guard: guardLabel(definition.guard) });
    }
  }
  return { id: machine.id, states, transitions, stays };
};

/** The dotted path of every state of a machine: what the docs page must say a sentence about. */
export const statePaths = (machine: AnyStateMachine): string[] => walk(machine.root).map(pathOf);
