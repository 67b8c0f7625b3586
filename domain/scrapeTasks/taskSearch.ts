import * as v from 'valibot';
import { scrapeTaskTypes, type ListScrapeTasksQuery } from '../api/scrapeTasks.schema';
import { lenient } from '../siteList/listSearch';
import { scrapeProviders } from './scrapeProviders';
import { scrapeTaskStatuses } from './scrapeTaskStatus';

/** Part 2 §9: 20 tasks a page. */
const scrapeTasksPageSize = 20;

/**
 * The task list's search, status, type, provider and page as they live in the URL (like a site
 * list's, listSearch.ts), so a filtered list can be linked and survives a reload. Anything
 * malformed in a hand-edited URL is dropped rather than rejected.
 */
export const taskSearchSchema = v.object({
  // The router parses '?search=123' as a number.
  search: lenient(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(200))),
  status: lenient(v.picklist(scrapeTaskStatuses)),
  type: lenient(v.picklist(scrapeTaskTypes)),
  provider: lenient(v.picklist(scrapeProviders.map((provider) => provider.value))),
  page: lenient(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type TaskSearch = v.InferOutput<typeof taskSearchSchema>;

/** The tabs of /scrapes (part 2 §2.10). */
export const scrapesTabs = ['tasks', 'requests'] as const;
export type ScrapesTab = (typeof scrapesTabs)[number];

/** The /scrapes page's URL: the tab shown, and the task list's filters (kept while on the other tab). */
export const scrapesSearchSchema = v.object({ ...taskSearchSchema.entries, tab: lenient(v.picklist(scrapesTabs)) });
export type ScrapesSearch = v.InferOutput<typeof scrapesSearchSchema>;

const withoutEmpty = <T extends object>(search: T): T =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as T;

/** A filter or the search changed: back to page 1 (part 2 §2.10). */
export const withTaskFilters = <T extends TaskSearch>(search: T, change: Partial<Omit<TaskSearch, 'page'>>): T =>
  withoutEmpty({ ...search, ...change, page: undefined });

export const withTaskPage = <T extends TaskSearch>(search: T, page: number): T =>
  withoutEmpty({ ...search, page: page > 1 ? page : undefined });

/** 'Clear filters' keeps only what is not a filter: the tab of /scrapes. */
export const withoutTaskFilters = <T extends TaskSearch & { tab?: ScrapesTab }>(search: T): T => withoutEmpty({ tab: search.tab } as T);

/** The list request the URL asks for (the site of a Scrape tab is added by the machine). */
export const tasksQueryOf = (search: TaskSearch): ListScrapeTasksQuery => ({
  page: search.page ?? 1,
  perPage: scrapeTasksPageSize,
  searchString: search.search?.trim() ?? '',
  status: search.status ?? '',
  type: search.type ?? '',
  provider: search.provider ?? '',
});
