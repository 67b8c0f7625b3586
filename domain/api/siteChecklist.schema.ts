import * as v from 'valibot';
import { checklistTypes } from '../siteChecklist/checklistCatalogue';

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
export const checklistItemStateSchema = v.object({
  id: v.number(),
  description: v.string(),
  checked: v.boolean(),
  name: v.nullable(v.string()),
  when: v.nullable(v.string()),
});
export type ChecklistItemState = v.InferOutput<typeof checklistItemStateSchema>;

/** GET /api/siteChecklist/checklist: the type asked for, every type's name, and the type's categories with their items. */
export const siteChecklistSchema = v.object({
  type: v.picklist(checklistTypes),
  types: v.array(v.object({ id: v.picklist(checklistTypes), name: v.string() })),
  categories: v.array(v.object({ id: v.number(), name: v.string(), items: v.array(checklistItemStateSchema) })),
});
export type SiteChecklist = v.InferOutput<typeof siteChecklistSchema>;
