import { useActor } from '@xstate/react';
import type { ActorOptions, AnyStateMachine } from 'xstate';
import { notifyAction } from './showNotice';
import { useWorkflowActors, type WorkflowName } from './workflowActors';

/**
 * Machines with their actors and `notify` provided, by machine and actors. `provide` builds the
 * machine's whole state-node tree again; a list page's rows each run the same few machines with
 * the same actors, and twenty rows would otherwise build each tree twenty times in one render.
 */
const providedMachines = new WeakMap<AnyStateMachine, WeakMap<object, AnyStateMachine>>();

const provided = <TMachine extends AnyStateMachine>(machine: TMachine, actors: object): TMachine => {
  let byActors = providedMachines.get(machine);
  if (!byActors) {
    byActors = new WeakMap();
    providedMachines.set(machine, byActors);
  }
  let logic = byActors.get(actors);
  if (!logic) {
    logic = machine.provide({ actors, actions: { notify: notifyAction } });
    byActors.set(actors, logic);
  }
  // `provide` keeps the machine's type; TypeScript cannot follow that through a generic machine.
  return logic as TMachine;
};

/**
 * The one way a view runs its workflow's machine: the machine with the workflow's actors (from
 * <WorkflowActorsProvider>) and the toast `notify` action, started with `options.input`.
 * Returns `[snapshot, send, actorRef]` like useActor.
 */
export function useWorkflowMachine<TMachine extends AnyStateMachine>(name: WorkflowName, machine: TMachine, options?: ActorOptions<TMachine>) {
  return useActor(provided(machine, useWorkflowActors(name)), options);
}
