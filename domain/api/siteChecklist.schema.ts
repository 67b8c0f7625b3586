import * as v from 'valibot';
import { idSchema, idText } from './id.schema';
import { checklistTypeIdPattern } from '../settings/checklistTypeId';

/**
 * GET /api/siteChecklist/checklist?fhid&typeId: typeId defaults to the caller's role's type
 * (decisions.md §5); the types are the catalogue's, which Settings adds to (docs/decisions/0510).
 */
export const checklistQuery = v.object({
  fhid: idText('fhid'),
  typeId: v.optional(v.pipe(v.string('typeId must be text'), v.regex(checklistTypeIdPattern, 'typeId must name a checklist type'))),
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

/**
 * GET /api/siteChecklist/checklist: the type asked for, the name of every type not retired (and of
 * the one asked for), and the type's categories with their items.
 */
export const siteChecklistSchema = v.object({
  type: v.string(),
  types: v.array(v.object({ id: v.string(), name: v.string() })),
  categories: v.array(v.object({ id: v.number(), name: v.string(), items: v.array(checklistItemStateSchema) })),
});
export type SiteChecklist = v.InferOutput<typeof siteChecklistSchema>;
