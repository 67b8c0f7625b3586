import { describe, expect, it } from 'vitest';
import { siteRow } from '../views/siteList/fixtures/siteRows';
import { schedulePageSize, sitesLaunchingOn, type FetchSchedulePage } from './sitesLaunchingOn';

/** The Launch Schedule order: by date, unscheduled last. */
const scheduleOf = (dates: (string | null)[]) =>
  dates.map((date, index) => siteRow({ id: index + 1, name: `Site ${index + 1}`, scheduled_launch_date: date }));

const pagesOver = (rows: ReturnType<typeof scheduleOf>) => {
  const asked: number[] = [];
  const fetchPage: FetchSchedulePage = async (page, perPage) => {
    asked.push(page);
    return { data: rows.slice((page - 1) * perPage, page * perPage), totalSites: rows.length };
  };
  return { fetchPage, asked };
};

describe('sitesLaunchingOn', () => {
  it('finds a day in the middle of many pages with a few requests', async () => {
    // 40 pages of 30 launches a day (an admin may book over the cap); the day asked spans pages 10 and 11.
    const dates = Array.from({ length: 4000 }, (_, index) =>
      new Date(Date.UTC(2024, 0, 1 + Math.floor(index / 30))).toISOString().slice(0, 10).replaceAll('-', ''),
    );
    const rows = scheduleOf(dates);
    const target = rows[1000]?.scheduled_launch_date ?? '';
    const { fetchPage, asked } = pagesOver(rows);
    const found = await sitesLaunchingOn(`${target.slice(0, 4)}-${target.slice(4, 6)}-${target.slice(6)}`, fetchPage);
    expect(found.map((row) => row.id)).toEqual(Array.from({ length: 30 }, (_, index) => 991 + index));
    expect(asked.length).toBeLessThanOrEqual(Math.ceil(Math.log2(rows.length / schedulePageSize)) + 3);
  });

  it('answers nothing for a day without launches, or an empty list', async () => {
    const rows = scheduleOf(['20250310', '20250312', null]);
    expect(await sitesLaunchingOn('2025-03-11', pagesOver(rows).fetchPage)).toEqual([]);
    expect(await sitesLaunchingOn('2025-03-11', pagesOver([]).fetchPage)).toEqual([]);
  });

  it('never takes unscheduled sites for a day', async () => {
    const rows = scheduleOf(['20250310', '20250318', '20250318', null, null]);
    expect((await sitesLaunchingOn('2025-03-18', pagesOver(rows).fetchPage)).map((row) => row.id)).toEqual([2, 3]);
  });
});
