import { logEndpoints } from '../../domain/api/log.endpoints';
import type { LogActors } from '../../machines/log/log.actors';
import { fromEndpoint } from './fromEndpoint';

/** The log workflow's actor (domain/api/log.endpoints.ts). */
export const logActors: LogActors = {
  loadLog: fromEndpoint(logEndpoints.read),
};
