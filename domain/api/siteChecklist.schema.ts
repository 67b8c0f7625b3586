import * as v from 'valibot';
import { idSchema, idText } from './id.schema';
import { checklistTypes } from '../siteChecklist/checklistCatalogue';

/** GET /api/siteChecklist/checklist?fhid&typeId: typeId defaults to the caller's role's type (decisions.md §5). */
export const checklistQuery = v.object({
  fhid: idText('fhid'),
  typeId: v.optional(v.picklist(checklistTypes, `typeId must be one of ${checklistTypes.join(', ')}`)),
});

/** POST /api/siteChecklist/checkItem: siteChecklistId is the catalogue item's id. */
export const checkItemBody = v.object({
  siteChecklistId: idSchema('siteChecklistId'),
  fhid: idSchema('fhid'),
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
