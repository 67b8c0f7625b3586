import * as v from 'valibot';
import type { SiteListQuery } from '../api/siteList.schema';
import { can } from '../permissions';
import type { Role } from '../roles';
import { siteStatuses, type SiteStatus } from '../siteStatus';
import type { Viewer } from '../viewer';
import { assignees } from './assignees';
import type { FilterId, ListScreen } from './listScreens';
import { pageSize } from './pagination';
import { personColumnFor } from './personColumn';

/**
 * The filters and page of a list screen as they live in the URL, so Back restores them and a link
 * reproduces the view. Anything malformed in a hand-edited URL is dropped rather than rejected.
 */
const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

const personId = v.union([v.literal('none'), v.pipe(v.number(), v.integer(), v.minValue(1))]);

export const listSearchSchema = v.object({
  page: lenient(v.pipe(v.number(), v.integer(), v.minValue(1))),
  // The router parses '?query=123' as a number: a site id typed into the search box.
  query: lenient(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  person: lenient(personId),
  ae: lenient(personId),
  corporation: lenient(v.pipe(v.number(), v.integer(), v.minValue(1))),
  label: lenient(v.picklist(siteStatuses)),
  tab: lenient(v.string()),
});

export type ListSearch = v.InferOutput<typeof listSearchSchema>;
export type FilterValues = Pick<ListSearch, 'query' | 'person' | 'ae' | 'corporation' | 'label'>;

/** A complete GET /api/sites request as the browser sends it. */
export type SiteListRequest = Partial<SiteListQuery> & Pick<SiteListQuery, 'page' | 'perPage'>;

const filterKeys = ['query', 'person', 'ae', 'corporation', 'label'] as const;

const withoutEmpty = (search: ListSearch): ListSearch =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== ''));

/** Changing any filter goes back to page 1 (part 1 §5). */
export const withFilters = (search: ListSearch, change: Partial<FilterValues>): ListSearch =>
  withoutEmpty({ ...search, ...change, page: undefined });

export const withPage = (search: ListSearch, page: number): ListSearch =>
  withoutEmpty({ ...search, page: page > 1 ? page : undefined });

/** Switching tabs keeps the filters and goes back to page 1. */
export const withTab = (search: ListSearch, tab: string): ListSearch => withoutEmpty({ ...search, tab, page: undefined });

/** Clear filters keeps the tab: it picks the list, it does not filter it. */
export const withoutFilters = (search: ListSearch): ListSearch => withoutEmpty({ tab: search.tab });

export const activeFilterCount = (search: ListSearch): number => filterKeys.filter((key) => search[key] !== undefined).length;

export const hasFilters = (search: ListSearch): boolean => activeFilterCount(search) > 0;

/** The filters shown to this viewer: the AE filter is left out when the person filter already is the AE. */
export const visibleFilters = (screen: ListScreen, viewer: Viewer): FilterId[] =>
  screen.filters.filter(
    (filter) => !(filter === 'ae' && screen.filters.includes('person') && personColumnFor(viewer.role) === 'ae'),
  );

/** The status filter offers every status; Test only to the roles that may see test sites (part 1 §6). */
export const statusFilterChoices = (role: Role): SiteStatus[] =>
  siteStatuses.filter((status) => status !== 'Test' || can(role, 'seeTestStatusFilter'));

export const activeTab = (screen: ListScreen, search: ListSearch) =>
  screen.tabs.find((tab) => tab.value === search.tab) ?? screen.tabs[0];

/** The list request for a screen, the viewer and the URL's filters and page. */
export function siteListRequest(screen: ListScreen, viewer: Viewer, search: ListSearch): SiteListRequest {
  const shown = new Set(visibleFilters(screen, viewer));
  const request: SiteListRequest = {
    page: search.page ?? 1,
    perPage: pageSize,
    ...screen.scope(viewer),
    ...activeTab(screen, search)?.scope,
  };
  const query = search.query?.trim();
  if (shown.has('search') && query) request.query = query;
  if (shown.has('person') && search.person !== undefined) {
    request[assignees[personColumnFor(viewer.role)].queryParam] = search.person;
  }
  if (shown.has('ae') && search.ae !== undefined) request.ae = search.ae;
  if (shown.has('corporation') && search.corporation !== undefined) request.corporation = search.corporation;
  if (shown.has('status') && search.label !== undefined) request.label = [search.label];
  return request;
}

/** Two requests ask for the same rows (key order does not matter). */
export const sameRequest = (a: SiteListRequest, b: SiteListRequest): boolean => {
  const keyOf = (request: SiteListRequest) =>
    JSON.stringify(Object.entries(request).filter(([, value]) => value !== undefined).sort(([x], [y]) => x.localeCompare(y)));
  return keyOf(a) === keyOf(b);
};
