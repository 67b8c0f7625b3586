import type { SiteRow } from '../../domain/api/siteList.schema';

/** One page of the Launch Schedule list (launchSchedule=true): ordered by date, earliest first, unscheduled last. */
export type FetchSchedulePage = (page: number, perPage: number) => Promise<{ data: SiteRow[]; totalSites: number }>;

/** @internal Exported for tests (knip --production: decision 0416). */
export const schedulePageSize = 100;

/** 'YYYY-MM-DD' to the list's 'YYYYMMDD'. */
const compact = (day: string) => day.replaceAll('-', '');

/** Whether a row sorts before the day; unscheduled rows sort after every date. */
const before = (row: SiteRow, target: string) => row.scheduled_launch_date !== null && row.scheduled_launch_date < target;

/**
 * The sites launching on one day, from the Launch Schedule list, which has no date filter: a binary
 * search over its pages (they are ordered by date) finds the first page reaching the day, then the
 * day's rows are read from there. About log2(pages) + 1 requests instead of reading every page.
 */
export async function sitesLaunchingOn(day: string, fetchPage: FetchSchedulePage): Promise<SiteRow[]> {
  const target = compact(day);
  const cache = new Map<number, SiteRow[]>();
  const first = await fetchPage(1, schedulePageSize);
  cache.set(1, first.data);
  const pageCount = Math.ceil(first.totalSites / schedulePageSize);
  const rowsOf = async (page: number): Promise<SiteRow[]> => {
    const cached = cache.get(page);
    if (cached) return cached;
    const { data } = await fetchPage(page, schedulePageSize);
    cache.set(page, data);
    return data;
  };

  // The first page whose last row is not before the day.
  let low = 1;
  let high = pageCount;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const rows = await rowsOf(middle);
    const last = rows.at(-1);
    if (last && before(last, target)) low = middle + 1;
    else high = middle;
  }

  const found: SiteRow[] = [];
  for (let page = low; page >= 1 && page <= pageCount; page += 1) {
    const rows = await rowsOf(page);
    found.push(...rows.filter((row) => row.scheduled_launch_date === target));
    // The day goes on past this page only when the page ends on it.
    if (rows.at(-1)?.scheduled_launch_date !== target) break;
  }
  return found;
}
