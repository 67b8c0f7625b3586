import { fromPromise } from 'xstate';
import { siteChecklistEndpoints } from '../../domain/api/siteChecklist.endpoints';
import type { SiteChecklistActors } from '../../machines/siteChecklist/siteChecklist.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';
import { siteChangesActor } from './siteChanges.api';

/** The site-checklist workflow's actors: each calls its endpoint of domain/api/siteChecklist.endpoints.ts. */
export const siteChecklistActors: SiteChecklistActors = {
  siteChanges: siteChangesActor,
  loadChecklist: fromEndpoint(siteChecklistEndpoints.checklist),
  // Part 1 §8: a failed tick is only logged (the box goes back, no toast).
  checkItem: fromPromise(({ input, signal }) =>
    call(siteChecklistEndpoints.checkItem, input, { signal }).catch((error: unknown) => {
      console.error(`Checklist item ${input.siteChecklistId} could not be saved`, error);
      throw error;
    }),
  ),
};
