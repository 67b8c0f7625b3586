import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yFindings } from './accessibility';
import { signIn, useBrowser } from './browser';
import { chooseOption, selectNamed } from './lists';
import { phoneViewport, sidewaysScroll } from './phone';

/** The next answer of a chart's call with the given filter in its query. */
const chartAnswer = (page: Page, chart: string, filter: string) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/api/insights/${chart}` && url.searchParams.has(filter);
  });

/** Where the journey leaves its screenshots, to be looked at (outside the repository). */
const shots = path.join(tmpdir(), 'insights-e2e');

describe('insights', () => {
  const browser = useBrowser();

  it('an admin reads the charts, switches one to its table, filters by corporation in the URL and opens a site from the ageing list', async () => {
    const { page } = browser;
    await mkdir(shots, { recursive: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL((url) => url.pathname === '/insights');
    await page.waitForFunction(() => document.title === 'Insights | Website Admin');
    // The first read of five charts over the demo's history; two shared cores may take a while.
    await page.getByRole('region', { name: 'Cumulative flow', exact: true }).waitFor({ timeout: 45_000 });
    for (const title of [
      'Cumulative flow',
      'Cycle time: intake to live',
      'Cycle time per site',
      'Time per stage',
      'Launches per week',
      'Ageing work',
      'Workload',
    ])
      await page.getByRole('region', { name: title, exact: true }).waitFor();
    await page.screenshot({ path: path.join(shots, 'insights-1440x900.png'), fullPage: true });
    expect(await seriousA11yFindings(page)).toEqual([]);

    const launches = page.getByRole('region', { name: 'Launches per week' });
    await launches.getByText('Table').click();
    await launches.getByRole('columnheader', { name: 'Capacity' }).waitFor();
    expect(await launches.getByRole('link', { name: 'Download Launches per week as CSV' }).getAttribute('download')).toBe(
      'launches-per-week.csv',
    );

    // The ageing list for the corporation: until it arrives the table still shows every corporation's sites.
    const ageingAnswered = chartAnswer(page, 'ageing', 'corporation');
    await chooseOption(page, selectNamed(page, 'Corporation'), 'Heritage Memorial Partners');
    await page.waitForURL((url) => url.searchParams.has('corporation'));
    const { sites } = (await (await ageingAnswered).json()) as { sites: Array<{ name: string }> };
    const name = sites[0]?.name ?? '';
    expect(name).not.toBe('');

    const ageing = page.getByRole('region', { name: 'Ageing work' });
    await ageing.getByText('Table').click();
    // That site's link in the table (the CSV download is a link too): by name, so a table drawn again meanwhile opens the same site.
    await ageing.getByRole('table').getByRole('link', { name, exact: true }).first().click();
    await page.waitForURL((url) => /^\/sites\/id\/\d+/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it("an admin on a phone filters by provider and reads that provider's workload as a table", async () => {
    const { page } = browser;
    await page.setViewportSize(phoneViewport);
    await signIn(page, 'admin');
    await page.goto('/insights');
    await page.getByRole('region', { name: 'Workload', exact: true }).waitFor({ timeout: 45_000 });
    const answered = chartAnswer(page, 'workload', 'provider');
    await chooseOption(page, selectNamed(page, 'Provider'), 'New Website');
    await page.waitForURL((url) => url.searchParams.get('provider') === '1');
    // The table says what the API answered for the filter (the kept per-provider counts, decision 0643).
    const response = await answered;
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as { people: Array<{ name: string; open: number }> };
    const workload = page.getByRole('region', { name: 'Workload', exact: true });
    await workload.getByText('Table').click();
    const rows = workload.getByRole('table').getByRole('row');
    await rows.nth(1).waitFor();
    expect(answer.people.length).toBeGreaterThan(0);
    // The table is drawn from the answer once it has arrived: until then it may still show every provider's people.
    await expect.poll(() => rows.count()).toBe(answer.people.length + 1);
    const first = answer.people[0] as { name: string; open: number };
    await expect.poll(() => rows.nth(1).getByRole('cell').nth(0).innerText()).toBe(first.name);
    expect(await rows.nth(1).getByRole('cell').nth(2).innerText()).toBe(String(first.open));
    // A row keeps its trend's numbers on one line (the table scrolls sideways in its box): two lines of a name at most.
    expect((await rows.nth(1).boundingBox())?.height).toBeLessThan(100);
    await page.screenshot({ path: path.join(shots, 'insights-provider-390x844.png'), fullPage: true });
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousA11yFindings(page)).toEqual([]);
  });

  it("fits a phone with a designer's own slice", async () => {
    const { page } = browser;
    await page.setViewportSize(phoneViewport);
    await signIn(page, 'designer');
    await page.goto('/insights');
    await page.getByRole('region', { name: 'Workload' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'insights-390x844.png'), fullPage: true });
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
});
