import { fromPromise } from 'xstate';
import { updateLastCoachedResponseSchema } from '../../domain/api/markCoached.schema';
import type { MarkCoachedActors } from '../../machines/markCoached/markCoached.actors';
import { api } from './http';

/** The Mark Coached workflow's actor: POST /api/sites/{id}/updateLastCoached (docs/api.md). */
export const markCoachedActors: MarkCoachedActors = {
  markCoached: fromPromise(({ input: { siteId, additionalNote } }) =>
    api.post(`api/sites/${siteId}/updateLastCoached`, { additionalNote }, updateLastCoachedResponseSchema),
  ),
};
