import { logEndpoints } from '../../domain/api/log.endpoints';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the log workflow's actor, GET /api/log/{fhid} (part 1 §7): the app injects the
 * real one (src/api/log.api.ts), tests and stories stubs. Without `logType` it reads every type.
 */
export const unprovidedLogActors = {
  loadLog: unprovidedEndpoint('log', 'loadLog', logEndpoints.read),
};

export type LogActors = typeof unprovidedLogActors;
