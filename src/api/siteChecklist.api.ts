import { fromPromise } from 'xstate';
import { checklistItemStateSchema, siteChecklistSchema } from '../../domain/api/siteChecklist.schema';
import type { SiteChecklistActors } from '../../machines/siteChecklist/siteChecklist.actors';
import { api } from './http';
import { siteChangesActor } from './siteChanges.api';

/** The site-checklist workflow's actors on /api/siteChecklist (docs/api.md 'Checklists'). */
export const siteChecklistActors: SiteChecklistActors = {
  siteChanges: siteChangesActor,
  loadChecklist: fromPromise(({ input: { fhid, typeId } }) =>
    api.get('api/siteChecklist/checklist', siteChecklistSchema, { searchParams: { fhid, typeId } }),
  ),
  // Part 1 §8: a failed tick is only logged (the box goes back, no toast).
  checkItem: fromPromise(({ input }) =>
    api.post('api/siteChecklist/checkItem', input, checklistItemStateSchema).catch((error: unknown) => {
      console.error(`Checklist item ${input.siteChecklistId} could not be saved`, error);
      throw error;
    }),
  ),
};
