import dayjs from 'dayjs';
import * as v from 'valibot';
import { idSchema } from '../api/id.schema';
import type { SiteListQuery } from '../api/siteList.schema';
import { can } from '../permissions';
import type { Role } from '../roles';
import { siteStatuses, type SiteStatus } from '../siteStatus';
import type { Viewer } from '../viewer';
import { assignees } from './assignees';
import type { FilterId, ListScreen } from './listScreens';
import { launchWindows, nextSort, siteSortKeys, sortOrders, type LaunchWindow, type SiteSort, type SiteSortKey } from './listSort';
import { statsCardFilter } from './myStats';
import { myWeekCardFilter } from './myWeek';
import { pageSize } from './pagination';
import { personColumnFor } from './personColumn';

/**
 * The filters and page of a list screen as they live in the URL, so Back restores them and a link
 * reproduces the view. Anything malformed in a hand-edited URL is dropped rather than rejected.
 */
export const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

// The router reads '?corporation=12' as JSON, so ids arrive as numbers.
const personId = v.union([v.literal('none'), idSchema('person')]);

export const listSearchSchema = v.object({
  page: lenient(v.pipe(v.number(), v.integer(), v.minValue(1))),
  // The router parses '?query=123' as a number: a site id typed into the search box.
  query: lenient(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  person: lenient(personId),
  ae: lenient(personId),
  corporation: lenient(idSchema('corporation')),
  label: lenient(v.picklist(siteStatuses)),
  tab: lenient(v.string()),
  /** The saved view shown (issue 19): its tab is the active one; a link with only it opens the view. */
  view: lenient(idSchema('view')),
  /** A header's sort (docs/decisions/0343-list-sort-and-upcoming-launches.md); absent: the screen's own order. */
  sort: lenient(v.picklist(siteSortKeys)),
  order: lenient(v.picklist(sortOrders)),
  /** Launch-ordered screens only; absent means the upcoming launches. */
  launches: lenient(v.picklist(launchWindows)),
  /** My Sites: the stats card chosen (issue 33); the list shows the sites it counts. */
  card: lenient(v.string()),
});

export type ListSearch = v.InferOutput<typeof listSearchSchema>;
export type FilterValues = Pick<ListSearch, 'query' | 'person' | 'ae' | 'corporation' | 'label' | 'launches' | 'card'>;

/** A complete GET /api/sites request as the browser sends it. */
export type SiteListRequest = Partial<SiteListQuery> & Pick<SiteListQuery, 'page' | 'perPage'>;

const filterKeys = ['query', 'person', 'ae', 'corporation', 'label', 'launches', 'card'] as const;

const withoutEmpty = (search: ListSearch): ListSearch =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== ''));

/** Changing any filter goes back to page 1 (part 1 §5). */
export const withFilters = (search: ListSearch, change: Partial<FilterValues>): ListSearch =>
  withoutEmpty({ ...search, ...change, page: undefined });

export const withPage = (search: ListSearch, page: number): ListSearch => withoutEmpty({ ...search, page: page > 1 ? page : undefined });

/** Switching tabs keeps the filters and goes back to page 1. */
export const withTab = (search: ListSearch, tab: string): ListSearch => withoutEmpty({ ...search, tab, card: undefined, page: undefined });

/** Clear filters keeps the tab and the sort: they pick and order the list, they do not filter it. */
export const withoutFilters = (search: ListSearch): ListSearch => withoutEmpty({ tab: search.tab, sort: search.sort, order: search.order });

/** The header sort the URL holds, or null for the screen's own order. */
export const sortOf = (search: ListSearch): SiteSort | null => (search.sort ? { key: search.sort, order: search.order ?? 'asc' } : null);

/** A click on a sortable header: sorts by it, or flips it; back to page 1 like a filter. */
export const withSort = (search: ListSearch, key: SiteSortKey): ListSearch => {
  const { order } = nextSort(sortOf(search), key);
  return withoutEmpty({ ...search, sort: key, order, page: undefined });
};

/** A sort picked outright (the phone's Sort by), or null for the screen's own order; back to page 1. */
export const withSortChoice = (search: ListSearch, sort: SiteSort | null): ListSearch =>
  withoutEmpty({ ...search, sort: sort?.key, order: sort?.order, page: undefined });

/** A launch-ordered screen (Launch Schedule, Ready for Floral, a launch specialist's My Sites) opens on its upcoming launches. */
export const isLaunchOrdered = (screen: ListScreen, viewer: Viewer, search: ListSearch): boolean =>
  Boolean({ ...screen.scope(viewer), ...activeTab(screen, search)?.scope }.launchSchedule);

export const launchWindowOf = (search: ListSearch): LaunchWindow => search.launches ?? 'upcoming';

export const activeFilterCount = (search: ListSearch): number => filterKeys.filter((key) => search[key] !== undefined).length;

export const hasFilters = (search: ListSearch): boolean => activeFilterCount(search) > 0;

/** The filters shown to this viewer: the AE filter is left out when the person filter already is the AE. */
export const visibleFilters = (screen: ListScreen, viewer: Viewer): FilterId[] =>
  screen.filters.filter((filter) => !(filter === 'ae' && screen.filters.includes('person') && personColumnFor(viewer.role) === 'ae'));

/** The status filter offers every status; Test only to the roles that may see test sites (part 1 §6). */
export const statusFilterChoices = (role: Role): SiteStatus[] =>
  siteStatuses.filter((status) => status !== 'Test' || can(role, 'seeTestStatusFilter'));

export const activeTab = (screen: ListScreen, search: ListSearch) => screen.tabs.find((tab) => tab.value === search.tab) ?? screen.tabs[0];

/** The list request for a screen, the viewer and the URL's filters and page; `today` ('YYYY-MM-DD') places 'This week'. */
export function siteListRequest(
  screen: ListScreen,
  viewer: Viewer,
  search: ListSearch,
  today: string = dayjs().format('YYYY-MM-DD'),
): SiteListRequest {
  const shown = new Set(visibleFilters(screen, viewer));
  const request: SiteListRequest = {
    page: search.page ?? 1,
    perPage: pageSize,
    ...screen.scope(viewer),
    ...activeTab(screen, search)?.scope,
    // A chosen card shows what it counts, whichever tab is open.
    ...(screen.withStats && search.card
      ? (statsCardFilter(viewer.role, search.card) ?? myWeekCardFilter(viewer.role, search.card, today))
      : null),
  };
  const query = search.query?.trim();
  if (shown.has('search') && query) request.query = query;
  if (shown.has('person') && search.person !== undefined) {
    request[assignees[personColumnFor(viewer.role)].queryParam] = search.person;
  }
  if (shown.has('ae') && search.ae !== undefined) request.ae = search.ae;
  if (shown.has('corporation') && search.corporation !== undefined) request.corporation = search.corporation;
  if (shown.has('status') && search.label !== undefined) request.label = [search.label];
  if (request.launchSchedule) request.launches = launchWindowOf(search);
  const sort = sortOf(search);
  if (sort) {
    request.sort = sort.key;
    request.order = sort.order;
  }
  return request;
}

/** Two requests ask for the same rows (key order does not matter). */
export const sameRequest = (a: SiteListRequest, b: SiteListRequest): boolean => {
  const keyOf = (request: SiteListRequest) =>
    JSON.stringify(
      Object.entries(request)
        .filter(([, value]) => value !== undefined)
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return keyOf(a) === keyOf(b);
};
