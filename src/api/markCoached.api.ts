import { markCoachedEndpoints } from '../../domain/api/markCoached.endpoints';
import type { MarkCoachedActors } from '../../machines/markCoached/markCoached.actors';
import { fromEndpoint } from './fromEndpoint';

/** The Mark Coached workflow's actor (domain/api/markCoached.endpoints.ts). */
export const markCoachedActors: MarkCoachedActors = {
  markCoached: fromEndpoint(markCoachedEndpoints.markCoached),
};
