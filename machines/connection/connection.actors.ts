import { healthEndpoints } from '../../domain/api/health.endpoints';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the connection machine's actor: the readiness check (GET /api/ready) it asks while
 * the API cannot be reached. The app injects the real one (src/api/connection.api.ts), tests and
 * stories stubs.
 */
export const unprovidedConnectionActors = {
  probe: unprovidedEndpoint('connection', 'probe', healthEndpoints.ready),
};

export type ConnectionActors = typeof unprovidedConnectionActors;
