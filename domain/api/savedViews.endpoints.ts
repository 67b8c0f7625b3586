import { endpoint, noContentAnswer } from './endpoint';
import { idParams } from './id.schema';
import { createViewBody, listViewsQuery, savedViewSchema, savedViewsSchema, updateViewBody } from './savedViews.schema';

/**
 * /api/views: saved views of the site lists (issue 19, docs/decisions/0350). Everyone keeps views
 * of their own and sees those shared with their role (admins every shared one); only the owner, or
 * an admin for a shared one, changes a view. A view the caller may not see answers 404 'Saved view
 * not found'; one they see but may not change 403 'Only the owner or an admin may change a shared view'.
 */
export const savedViewsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/views',
    capability: 'readSites',
    summary: "The caller's saved views",
    description: 'Of one list screen, or (without `screen`) of every screen, as the command palette lists them; by screen, then name.',
    query: listViewsQuery,
    answers: { 200: savedViewsSchema },
  }),
  create: endpoint({
    method: 'post',
    path: '/api/views',
    capability: 'saveViews',
    summary: 'Saves a view of a list',
    description:
      "A name (1-60 characters, trimmed, unique per owner and list screen whatever its case), the list screen and the list's URL search parameters (a flat object of at most 30 keys, scalar values); `sharedRole` null (the default) keeps it for the owner alone.",
    body: createViewBody,
    answers: { 201: savedViewSchema },
    refusals: { 409: "A view named '<name>' already exists on this list" },
  }),
  update: endpoint({
    method: 'post',
    path: '/api/views/:id{[0-9]+}',
    capability: 'saveViews',
    summary: 'Renames, updates or re-shares a saved view',
    description:
      "Any of `name`, `search`, `sharedRole`, one at least. The answer is read through the caller's eyes (an admin who makes another's view private no longer sees it).",
    params: idParams,
    body: updateViewBody,
    answers: { 200: savedViewSchema },
    refusals: { 409: "A view named '<name>' already exists on this list" },
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/views/:id{[0-9]+}',
    capability: 'saveViews',
    summary: 'Deletes a saved view',
    params: idParams,
    answers: { 204: noContentAnswer },
  }),
};
