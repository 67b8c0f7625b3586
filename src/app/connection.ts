import { createActor } from 'xstate';
import { connectionMachine } from '../../machines/connection/connection.machine';
import { connectionActors } from '../api/connection.api';
import { onApiUnreachable } from '../api/http';
import { onLiveStatus } from '../live/appLiveSocket';
import type { ConnectionActor } from '../wiring/connection';

/**
 * The tab's connection status: the connection machine, told by the one transport when a request
 * gets no answer (or 503 'Database unavailable') and by the live socket when it closes and opens.
 * One per app: the transport and the socket are the tab's own.
 */
export function startConnection(): ConnectionActor {
  const connection = createActor(connectionMachine.provide({ actors: connectionActors }));
  onApiUnreachable(() => connection.send({ type: 'API_UNREACHABLE' }));
  onLiveStatus((open) => connection.send({ type: open ? 'LIVE_OPEN' : 'LIVE_LOST' }));
  return connection.start();
}
