import { healthEndpoints } from '../../domain/api/health.endpoints';
import type { ConnectionActors } from '../../machines/connection/connection.actors';
import { fromEndpoint } from './fromEndpoint';

/** The connection machine's readiness check. */
export const connectionActors: ConnectionActors = {
  probe: fromEndpoint(healthEndpoints.ready),
};
