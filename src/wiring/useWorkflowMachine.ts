import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorOptions, AnyStateMachine } from 'xstate';
import { notifyAction } from './showNotice';
import { useWorkflowActors, type WorkflowName } from './workflowActors';

/**
 * The one way a view runs its workflow's machine: the machine with the workflow's actors (from
 * <WorkflowActorsProvider>) and the toast `notify` action, started with `options.input`.
 * Returns `[snapshot, send, actorRef]` like useActor.
 */
export function useWorkflowMachine<TMachine extends AnyStateMachine>(name: WorkflowName, machine: TMachine, options?: ActorOptions<TMachine>) {
  const actors = useWorkflowActors(name);
  const logic = useMemo(
    // `provide` keeps the machine's type; TypeScript cannot follow that through a generic machine.
    () => machine.provide({ actors, actions: { notify: notifyAction } }) as TMachine,
    [machine, actors],
  );
  return useActor(logic, options);
}
