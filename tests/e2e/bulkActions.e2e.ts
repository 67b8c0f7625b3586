import { describe, expect, it } from 'vitest';
import { apiSignIn, signIn, useBrowser } from './browser';
import { listSettled, readsList, rowNames } from './lists';

interface LogEntry {
  message: string;
}

describe('bulk actions', () => {
  const browser = useBrowser();

  it('an admin assigns a designer to 30 sites across two pages and sees each site reported', async () => {
    const { page } = browser;
    await signIn(page, 'admin');
    // Live sites: a designer assignment there moves no status, so other journeys see the same lists.
    const first = await readsList(page, () => page.goto('/sites?label=Live'));
    expect(first.totalSites).toBeGreaterThanOrEqual(30);

    await page.getByRole('checkbox', { name: 'Select this page' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('20 sites selected').waitFor();

    const second = await readsList(page, () => page.getByRole('button', { name: 'Next page' }).click());
    const names = await rowNames(page);
    // A click on the first row, a shift-click on the tenth: the range between.
    await page.getByRole('checkbox', { name: `Select ${names[0]}`, exact: true }).click();
    await page.getByRole('checkbox', { name: `Select ${names[9]}`, exact: true }).click({ modifiers: ['Shift'] });
    await bar.getByText('30 sites selected').waitFor();

    await bar.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Assign Designer' }).click();
    await bar.getByRole('combobox', { name: 'Designer' }).click();
    await page.getByRole('option', { name: 'Samuel Okafor' }).click();
    await bar.getByRole('button', { name: 'Apply' }).click();
    const confirm = page.getByRole('dialog', { name: 'Assign Designer on 30 sites' });
    await confirm.getByRole('button', { name: 'Apply to 30 sites' }).click();

    const report = page.getByRole('dialog', { name: 'Bulk change done' });
    await report.getByText('Done on 30 sites.').waitFor();
    await report.getByRole('button', { name: 'Close' }).click();
    await listSettled(page);

    // Each site changed as the single assignment changes it: its designer and its own log entry.
    const admin = await apiSignIn('admin');
    const chosen = [...first.data, ...second.data.slice(0, 10)];
    for (const site of [chosen[0]!, chosen[25]!]) {
      const log = (await (await admin.request('GET', `/api/log/${site.id}`)).json()) as LogEntry[];
      expect(log.map((entry) => entry.message)).toContain('Samuel Okafor assigned as designer');
    }
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
