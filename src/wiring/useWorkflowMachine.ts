import { useActor } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, AnyStateMachine } from 'xstate';
import { readFailedTag } from '../../machines/shared/readFailed';
import { useOnRestored } from './connection';
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
 * <WorkflowActorsProvider>) and the toast `notify` action, started with `options.input`. A machine
 * resting on a failed read (tagged readFailed) reads again by itself when the connection comes back,
 * as if 'Try again' had been pressed (decision 0434). Returns `[snapshot, send, actorRef]` like useActor.
 */
export function useWorkflowMachine<TMachine extends AnyStateMachine>(
  name: WorkflowName,
  machine: TMachine,
  options?: ActorOptions<TMachine>,
) {
  const running = useActor(provided(machine, useWorkflowActors(name)), options);
  // Every machine takes RETRY in the states so tagged; its own event types cannot say so generically.
  const actorRef: ActorRefFrom<AnyStateMachine> = running[2];
  useOnRestored(() => {
    if (actorRef.getSnapshot().hasTag(readFailedTag)) actorRef.send({ type: 'RETRY' });
  });
  return running;
}
