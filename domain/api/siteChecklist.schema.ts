import * as v from 'valibot';
import { type ChecklistType, checklistTypes } from '../siteChecklist/checklistCatalogue';

const siteIdText = v.pipe(v.string('fhid is required'), v.regex(/^\d{1,9}$/, 'fhid must be a site id'), v.transform(Number), v.minValue(1, 'fhid must be a site id'));
const id = (field: string) => v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(1, `${field} must be positive`));

/** GET /api/siteChecklist/checklist?fhid&typeId: typeId defaults to the caller's role's type (decisions.md §5). */
export const checklistQuery = v.object({
  fhid: siteIdText,
  typeId: v.optional(v.picklist(checklistTypes, `typeId must be one of ${checklistTypes.join(', ')}`)),
});

/** POST /api/siteChecklist/checkItem: siteChecklistId is the catalogue item's id. */
export const checkItemBody = v.object({
  siteChecklistId: id('siteChecklistId'),
  fhid: id('fhid'),
  checked: v.boolean('checked must be true or false'),
});

/** One item with its tick on this site: name is who ticked it, when an ISO instant; both null if never ticked. */
export interface ChecklistItemState {
  id: number;
  description: string;
  checked: boolean;
  name: string | null;
  when: string | null;
}

export interface SiteChecklist {
  type: ChecklistType;
  types: { id: ChecklistType; name: string }[];
  categories: { id: number; name: string; items: ChecklistItemState[] }[];
}
