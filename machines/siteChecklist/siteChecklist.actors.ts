import { fromPromise } from 'xstate';
import type { ChecklistItemState, SiteChecklist } from '../../domain/api/siteChecklist.schema';
import type { ChecklistType } from '../../domain/siteChecklist/checklistCatalogue';

/**
 * The contract of the site-checklist machine's actors (/api/siteChecklist, part 1 §7). The
 * checklist views inject the real ones (src/api/checklist.api.ts); tests and stories inject stubs.
 */

export type LoadChecklistInput = { fhid: number; typeId: ChecklistType };
/** siteChecklistId is the catalogue item's id. */
export type CheckItemInput = { siteChecklistId: number; fhid: number; checked: boolean };

const unprovided = <TOutput, TInput>(name: string) =>
  // A missing `provide` fails loudly instead of hanging in a pending state.
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`siteChecklist machine: the ${name} actor was not provided`)));

export const unprovidedLoadChecklist = unprovided<SiteChecklist, LoadChecklistInput>('loadChecklist');
export const unprovidedCheckItem = unprovided<ChecklistItemState, CheckItemInput>('checkItem');

export interface SiteChecklistActors {
  loadChecklist: typeof unprovidedLoadChecklist;
  checkItem: typeof unprovidedCheckItem;
}
