import { fromPromise } from 'xstate';
import type { ChecklistItemState, SiteChecklist } from '../../domain/api/siteChecklist.schema';
import type { CheckItemInput, LoadChecklistInput, SiteChecklistActors } from '../../machines/siteChecklist/siteChecklist.actors';
import { http } from './http';

/** /api/siteChecklist (docs/api.md 'Checklists'). */

export const fetchChecklist = ({ fhid, typeId }: LoadChecklistInput) =>
  http.get('api/siteChecklist/checklist', { searchParams: { fhid, typeId } }).json<SiteChecklist>();

export const checkItem = (input: CheckItemInput) => http.post('api/siteChecklist/checkItem', { json: input }).json<ChecklistItemState>();

export const siteChecklistActors: SiteChecklistActors = {
  loadChecklist: fromPromise(({ input }) => fetchChecklist(input)),
  checkItem: fromPromise(({ input }) => checkItem(input)),
};
