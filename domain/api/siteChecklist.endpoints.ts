import { endpoint } from './endpoint';
import { checkItemBody, checklistItemStateSchema, checklistQuery, siteChecklistSchema } from './siteChecklist.schema';

/** /api/siteChecklist (part 1 §7): everyone reads any checklist and ticks the types of their role (domain/siteChecklist/checklistTicking.ts). */
export const siteChecklistEndpoints = {
  checklist: endpoint({
    method: 'get',
    path: '/api/siteChecklist/checklist',
    capability: 'readSites',
    summary: "One of a site's checklists: its categories and items, each with its tick",
    description:
      "`typeId` defaults to the caller's role's type (decisions.md §5). Answers `{type, types: [{id, name}], categories: [{id, name, items: [{id, description, checked, name, when}]}]}`; `name` is who ticked an item and `when` an ISO instant, both null if never ticked.",
    query: checklistQuery,
    answers: { 200: siteChecklistSchema },
    refusals: { 404: 'Site not found' },
  }),
  checkItem: endpoint({
    method: 'post',
    path: '/api/siteChecklist/checkItem',
    capability: 'tickChecklist',
    summary: 'Ticks or unticks one checklist item of a site',
    description:
      "`siteChecklistId` is the catalogue item's id. Allowed for the role's type (care also seo, admin any; `domain/siteChecklist/checklistTicking.ts`), 403 otherwise. Logged. Answers the item `{id, description, checked, name, when}` as the site now has it.",
    body: checkItemBody,
    answers: { 200: checklistItemStateSchema },
    refusals: { 404: 'Site not found, or Checklist item not found' },
  }),
};
