import { createActor, fromPromise } from 'xstate';
import { connectionMachine } from '../../machines/connection/connection.machine';

/**
 * The connection with the live socket lost and its probe never answering, for a view under test:
 * `send({ type: 'LIVE_OPEN' })` is the connection coming back (its RESTORED).
 */
export const lostConnection = () => {
  const machine = connectionMachine.provide({ actors: { probe: fromPromise<{ status: 'ready' }, void>(() => new Promise(() => {})) } });
  return createActor(machine, { snapshot: machine.resolveState({ value: { api: 'reachable', live: 'lost' } }) }).start();
};
