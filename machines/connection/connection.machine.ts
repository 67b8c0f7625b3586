import { emit, setup, stateIn } from 'xstate';
import { unprovidedConnectionActors } from './connection.actors';

type ConnectionEvent =
  /** A request got no answer, or the server answered 503 'Database unavailable'. */
  | { type: 'API_UNREACHABLE' }
  /** The live socket closed, or could not open. */
  | { type: 'LIVE_LOST' }
  /** The live socket is open (again). */
  | { type: 'LIVE_OPEN' };

/** What the machine tells its listeners: both the API and the live socket answer again after an outage. */
type ConnectionEmitted = { type: 'RESTORED' };

/** How long the machine waits between two readiness checks while the API cannot be reached. */
const probeIntervalMs = 2_000;

/**
 * Whether this tab can reach the server (issue 28): two regions, the API and the live socket, each
 * fine or not; the 'offline' tag is on either failed state, and the shell shows 'Reconnecting…'
 * while it is there. The API region leaves 'unreachable' only when the readiness check answers 200
 * (an instance that answers may still have no database, so one answer elsewhere proves nothing);
 * it asks at once, then every 2 s. When the last failed region recovers, the machine emits RESTORED, which makes
 * screens that failed to read try again (docs/decisions/0433-reconnecting-banner.md).
 */
export const connectionMachine = setup({
  types: {
    events: {} as ConnectionEvent,
    emitted: {} as ConnectionEmitted,
  },
  actors: unprovidedConnectionActors,
  actions: {
    restored: emit({ type: 'RESTORED' } as const),
  },
  guards: {
    liveOpen: stateIn('#connection.live.open'),
    apiReachable: stateIn('#connection.api.reachable'),
  },
  delays: { probeInterval: probeIntervalMs },
}).createMachine({
  id: 'connection',
  type: 'parallel',
  states: {
    api: {
      initial: 'reachable',
      states: {
        reachable: { on: { API_UNREACHABLE: 'unreachable' } },
        unreachable: {
          tags: 'offline',
          // Asked at once: a failed request may be this request's alone (a route's code gone after a deploy).
          initial: 'probing',
          states: {
            waiting: { after: { probeInterval: 'probing' } },
            probing: {
              invoke: {
                id: 'probe',
                src: 'probe',
                onDone: [
                  { guard: 'liveOpen', target: '#connection.api.reachable', actions: 'restored' },
                  { target: '#connection.api.reachable' },
                ],
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
    live: {
      initial: 'open',
      states: {
        open: { on: { LIVE_LOST: 'lost' } },
        lost: {
          tags: 'offline',
          on: {
            LIVE_OPEN: [{ guard: 'apiReachable', target: 'open', actions: 'restored' }, { target: 'open' }],
          },
        },
      },
    },
  },
});
