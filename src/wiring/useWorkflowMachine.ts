import { useActor } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  type Actor,
  type ActorOptions,
  type ActorRefFrom,
  type AnyStateMachine,
  createActor,
  type EventFrom,
  type SnapshotFrom,
} from 'xstate';
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

const noSubscription = () => () => {};
const noSnapshot = () => null;

/**
 * useWorkflowMachine for a control a page repeats on every list row (Editor, Request Scrape, Mark
 * Coached): the machine starts at the control's first event, not when the row mounts, so a page of
 * rows starts no machine until one is used (issue 31, decision 0620). The snapshot is null until
 * then: the view draws the machine's initial state. The first `send` creates, starts and sends in
 * the same call, so an event that must run inside the click (a pop-up the browser allows only
 * there) still does. `options` are read at that first send.
 */
export function useWorkflowMachineOnFirstUse<TMachine extends AnyStateMachine>(
  name: WorkflowName,
  machine: TMachine,
  options?: ActorOptions<TMachine>,
): [SnapshotFrom<TMachine> | null, (event: EventFrom<TMachine>) => void] {
  const logic = provided(machine, useWorkflowActors(name));
  const [actor, setActor] = useState<Actor<AnyStateMachine> | null>(null);
  const started = useRef<Actor<AnyStateMachine> | null>(null);
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const send = useCallback(
    (event: EventFrom<TMachine>) => {
      let running = started.current;
      if (!running) {
        running = createActor<AnyStateMachine>(logic, latestOptions.current).start();
        started.current = running;
        setActor(running);
      }
      running.send(event);
    },
    [logic],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(
    actor ? subscribe : noSubscription,
    actor ? () => actor.getSnapshot() as SnapshotFrom<TMachine> : noSnapshot,
  );
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );
  useOnRestored(() => {
    if (actor?.getSnapshot().hasTag(readFailedTag)) actor.send({ type: 'RETRY' });
  }, actor !== null);
  return [snapshot, send];
}
