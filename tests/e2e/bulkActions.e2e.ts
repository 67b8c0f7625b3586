import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import type { SiteRow } from '../../domain/api/siteList.schema';
import { apiSignIn, signIn, useBrowser } from './browser';
import { getAsPage, listSettled, readsList } from './lists';

interface LogEntry {
  message: string;
}

/** The whole first page, then on the second a click on the first row and a shift-click on the tenth: the range between. */
const selectThirtyAcrossTwoPages = async (page: Page, bar: Locator): Promise<SiteRow[]> => {
  const first = await readsList(page, () => page.goto('/sites?label=Live&corporation=1'));
  expect(first.totalSites).toBeGreaterThanOrEqual(30);
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await bar.getByText('20 sites selected').waitFor();
  const second = await readsList(page, () => page.getByRole('button', { name: 'Next page' }).click());
  await page.getByRole('checkbox', { name: `Select ${second.data[0]!.name}`, exact: true }).click();
  await page.getByRole('checkbox', { name: `Select ${second.data[9]!.name}`, exact: true }).click({ modifiers: ['Shift'] });
  await bar.getByText('30 sites selected').waitFor();
  return [...first.data, ...second.data.slice(0, 10)];
};

const applyAssignment = async (page: Page, bar: Locator, action: string, person: string, count: number): Promise<Locator> => {
  await bar.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: `Assign ${action}` }).click();
  await bar.getByRole('combobox', { name: action }).click();
  await page.getByRole('option', { name: person }).click();
  await bar.getByRole('button', { name: 'Apply' }).click();
  const confirm = page.getByRole('dialog', { name: `Assign ${action} on ${count} sites` });
  await confirm.getByRole('button', { name: `Apply to ${count} sites` }).click();
  return page.getByRole('dialog', { name: 'Bulk change done' });
};

describe('bulk actions', () => {
  const browser = useBrowser();

  it('an admin assigns a designer to 30 sites across two pages, then an account manager, one site refused and reported', async () => {
    const { page } = browser;
    await signIn(page, 'admin');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    const admin = await apiSignIn('admin');
    const logOf = async (siteId: number) =>
      ((await (await admin.request('GET', `/api/log/${siteId}`)).json()) as LogEntry[]).map((entry) => entry.message);

    // Live corporate sites: assignments there move no status, so other journeys see the same lists.
    const chosen = await selectThirtyAcrossTwoPages(page, bar);
    const designerReport = await applyAssignment(page, bar, 'Designer', 'Samuel Okafor', 30);
    await designerReport.getByText('Done on 30 sites.').waitFor();
    await designerReport.getByRole('button', { name: 'Close' }).click();
    await listSettled(page);
    // Each site changed as the single assignment changes it: its designer and its own log entry.
    for (const site of [chosen[0]!, chosen[25]!]) expect(await logOf(site.id)).toContain('Samuel Okafor assigned as designer');

    // A designer assignment refuses no site by its rules (docs/decisions/0395); an account manager
    // is assigned on corporate sites only. Between selection and Apply a colleague moves one of
    // the 30 to another group: that site is refused with the single assignment's reason.
    const again = await selectThirtyAcrossTwoPages(page, bar);
    const moved = again[24]!;
    expect((await admin.request('POST', `/api/sites/${moved.id}/corporation`, { corporationId: 2 })).ok).toBe(true);
    try {
      const report = await applyAssignment(page, bar, 'Account Manager', 'Grace Liu', 30);
      await report.getByText('Done on 29 sites; 1 site refused.').waitFor();
      await expect
        .poll(() => report.getByRole('list', { name: 'Refused sites' }).getByRole('listitem').allTextContents())
        .toEqual([`${moved.name}: Corporate site: an account manager is assigned on corporate sites only`]);
      await report.getByRole('button', { name: 'Close' }).click();
      // The refused site stays selected, to try again.
      await bar.getByText('1 site selected').waitFor();
      await listSettled(page);

      expect(await getAsPage<SiteDetail>(page, `/api/sites/${moved.id}`)).toMatchObject({ am_name: moved.am_name, launcher_label: 'Live' });
      for (const site of again.filter((row) => row.id !== moved.id)) {
        expect(await getAsPage<SiteDetail>(page, `/api/sites/${site.id}`), site.name).toMatchObject({
          am_name: 'Grace Liu',
          launcher_label: 'Live',
        });
      }
      expect(await logOf(again[0]!.id)).toContain('Grace Liu assigned as account manager');
    } finally {
      await admin.request('POST', `/api/sites/${moved.id}/corporation`, { corporationId: 1 });
    }
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
