import * as v from 'valibot';
import { roles } from '../roles';
import { listScreenIdSchema } from './listScreen.schema';

/**
 * /api/views: saved views of the site lists (issue 19). A view is a name, the list screen it
 * belongs to and that list's URL search parameters as they were (filters, sort, tab: whatever
 * keys the list has), kept for the owner alone or shared with a role (docs/decisions/0350).
 */

const screen = listScreenIdSchema;

const viewName = v.pipe(
  v.string('name must be text'),
  v.trim(),
  v.nonEmpty('name must not be empty'),
  v.maxLength(60, 'name must be at most 60 characters'),
);

/** The URL's search parameters: a flat object of short keys and short scalar values. */
const searchKey = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;
const searchValue = v.union(
  [v.pipe(v.string(), v.maxLength(200, 'each value must be at most 200 characters')), v.number(), v.boolean()],
  'each value must be text, a number or true/false',
);
const viewSearch = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(searchKey, 'each key must be a name of letters, digits and _')),
    searchValue,
    'search must be an object',
  ),
  v.check((search) => Object.keys(search).length <= 30, 'search must have at most 30 keys'),
);

/** null: the owner alone. */
const sharedRole = v.nullable(v.picklist(roles, `sharedRole must be null or one of ${roles.join(', ')}`));

/** GET /api/views?screen: the caller's views, of one screen or (without it) of every screen. */
export const listViewsQuery = v.object({ screen: v.optional(screen) });

/** POST /api/views. */
export const createViewBody = v.object({ screen, name: viewName, search: viewSearch, sharedRole: v.optional(sharedRole, null) });

/** POST /api/views/{id}: rename, update the search, or share differently; at least one of them. */
export const updateViewBody = v.pipe(
  v.object({ name: v.optional(viewName), search: v.optional(viewSearch), sharedRole: v.optional(sharedRole) }),
  v.check(
    (body) => body.name !== undefined || body.search !== undefined || body.sharedRole !== undefined,
    'send name, search or sharedRole',
  ),
);
export type UpdateViewBody = v.InferOutput<typeof updateViewBody>;

export const savedViewSchema = v.object({
  id: v.number(),
  screen,
  name: v.string(),
  search: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  sharedRole: v.nullable(v.picklist(roles)),
  ownerId: v.number(),
  ownerName: v.string(),
  /** The caller may rename, update and delete it (domain/savedViews/savedViewRules.ts). */
  mayChange: v.boolean(),
});
export type SavedView = v.InferOutput<typeof savedViewSchema>;
export type SavedViewSearch = SavedView['search'];

/** GET /api/views: by screen, then name. */
export const savedViewsSchema = v.array(savedViewSchema);
