import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { seriousA11yFindings } from './accessibility';
import { apiSignIn, signIn, signOut, useBrowser } from './browser';
import { demoSiteNamed } from './demoSites';
import { getAsPage, listSettled, readsList, siteRow } from './lists';

/** Picks a choice of the user menu (its colour scheme or density). */
const chooseInUserMenu = async (page: Page, choice: string) => {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
  await page.getByRole('menu').waitFor({ state: 'detached' });
};

const colorScheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/** Rows of the site table wholly inside the window. */
const rowsInView = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main table[aria-busy] tbody tr')].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );

/** Issue 33: density, dark mode, where people land, live site pages and bulk changes, the Launch Schedule. */
describe('display and live updates', () => {
  const browser = useBrowser();

  it('shows 15 or more of 20 rows in compact density, kept per person on the server, with sticky headers and the actions in view', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'executive');
    await readsList(page, () => page.goto('/sites'));
    try {
      await chooseInUserMenu(page, 'Compact');
      await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(15);

      // The header row stays in view while the rows scroll under it.
      const header = page.getByRole('columnheader', { name: 'Actions' });
      const before = await header.boundingBox();
      await page.getByRole('region', { name: 'Sites' }).evaluate((region) => region.scrollBy(0, 300));
      await page.getByRole('main').evaluate(() => window.scrollBy(0, 300));
      await expect.poll(async () => (await header.boundingBox())?.y).toBeLessThanOrEqual(before!.y);
      expect(await header.isVisible()).toBe(true);

      // The open sidebar leaves the Actions column on screen.
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      await expect.poll(async () => (await header.boundingBox())!.x + (await header.boundingBox())!.width).toBeLessThanOrEqual(1440);
      const firstRow = page.getByRole('main').locator('table[aria-busy] tbody tr').first();
      const editor = firstRow
        .getByRole('button', { name: /^Editor/ })
        .or(firstRow.getByRole('link', { name: /^Create Duda Project/ }))
        .first();
      const box = await editor.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1440);

      // Kept on the server: another browser of the same person starts compact.
      const elsewhere = await browser.openContext({ width: 1440, height: 900 });
      const other = await elsewhere.newPage();
      await signIn(other, 'executive');
      await other.goto('/sites');
      await listSettled(other);
      await expect.poll(() => rowsInView(other)).toBeGreaterThanOrEqual(15);
      await elsewhere.close();
    } finally {
      await chooseInUserMenu(page, 'Comfortable');
    }
    expect(browser.pageErrors).toEqual([]);
  });

  it('follows the system colour scheme, switches in the user menu, and reads well in dark on the main screens', async () => {
    const { page } = browser;
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, 'designer');
    expect(await colorScheme(page)).toBe('dark');
    const site = await demoSiteNamed('Morrison Mortuary');
    const findings: string[] = [];
    for (const path of ['/sites/me', '/sites', '/launch-schedule', `/sites/id/${site.id}`, '/profile']) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await browser.apiSettled();
      findings.push(...(await seriousA11yFindings(page)).map((finding) => `${path}: ${finding}`));
    }
    expect(findings).toEqual([]);

    try {
      await chooseInUserMenu(page, 'Light');
      expect(await colorScheme(page)).toBe('light');
      await page.reload();
      await page.getByRole('navigation', { name: 'Main' }).first().waitFor();
      expect(await colorScheme(page)).toBe('light');
      await page.getByRole('button', { name: 'User menu' }).click();
      expect(await page.getByRole('menuitem', { name: 'Light', exact: true }).getAttribute('aria-current')).toBe('true');
      await page.keyboard.press('Escape');
    } finally {
      await chooseInUserMenu(page, 'System');
    }
    expect(await colorScheme(page)).toBe('dark');
    expect(browser.pageErrors).toEqual([]);
    // Five scans of a second or more each on two busy cores.
  }, 180_000);

  it('lands each role on its own work after sign-in and at /', async () => {
    const { page } = browser;
    for (const [role, path, heading] of [
      ['designer', '/sites/me', 'My Sites'],
      ['florist', '/sites/me', 'My Sites'],
      ['admin', '/sites', 'All Sites'],
      ['executive', '/sites', 'All Sites'],
    ] as const) {
      await signIn(page, role);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).pathname, role).toBe(path);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).pathname, role).toBe(path);
      await signOut(page);
    }
  });

  it("follows a colleague's designer change on an open site page", async () => {
    const { page } = browser;
    const site = await demoSiteNamed('Morrison Mortuary');
    await signIn(page, 'admin');
    await page.goto(`/sites/id/${site.id}`);
    const designer = page
      .getByRole('textbox', { name: `Designer of ${site.name}` })
      .or(page.getByRole('combobox', { name: `Designer of ${site.name}` }));
    await expect.poll(() => designer.first().inputValue()).toBe(site.designer_name ?? 'Not assigned');
    const colleague = await apiSignIn('designer');
    const before = await getAsPage<SiteDetail>(page, `/api/sites/${site.id}`);
    try {
      expect((await colleague.request('POST', `/api/sites/${site.id}/assignDesigner`, { designerId: null })).ok).toBe(true);
      await expect.poll(() => designer.first().inputValue(), { timeout: 8000 }).toBe('Not assigned');
    } finally {
      await (await apiSignIn('admin')).request('POST', `/api/sites/${site.id}/assignDesigner`, { designerId: before.designer_id });
    }
    expect(browser.pageErrors).toEqual([]);
  });

  it('offers only the bulk changes that apply, reads refusals in words, and re-reads the list after', async () => {
    const { page } = browser;
    await signIn(page, 'admin');
    const lost = await demoSiteNamed('Thornton Funeral Chapel');
    const live = await demoSiteNamed('Morrison Mortuary');
    expect(lost.launcher_label).toBe('Lost');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await readsList(page, () => page.goto(`/sites?query=${encodeURIComponent(lost.name)}`));
    await page.getByRole('checkbox', { name: `Select ${lost.name}`, exact: true }).check();
    await bar.getByRole('combobox', { name: 'Action' }).click();
    // A Lost site can only be reopened.
    await expect.poll(() => page.getByRole('listbox').getByRole('option').allTextContents()).toEqual(expect.arrayContaining(['Reopen']));
    expect(await page.getByRole('option', { name: 'Mark Lost' }).count()).toBe(0);
    expect(await page.getByRole('option', { name: 'Rebuild' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Clear selection' }).click();

    // Both sites: Mark Lost applies to the Final QA one; the Lost one is refused in words.
    await readsList(page, () => page.goto('/sites?label=Lost,Final QA'));
    await page.getByRole('checkbox', { name: `Select ${lost.name}`, exact: true }).check();
    await page.getByRole('checkbox', { name: `Select ${live.name}`, exact: true }).check();
    await bar.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Mark Lost' }).click();
    await bar.getByRole('button', { name: 'Apply' }).click();
    const admin = await apiSignIn('admin');
    try {
      await page.getByRole('dialog', { name: 'Mark Lost on 2 sites' }).getByRole('button', { name: 'Apply to 2 sites' }).click();
      const report = page.getByRole('dialog', { name: 'Bulk change done' });
      await expect
        .poll(() => report.getByRole('list', { name: 'Refused sites' }).getByRole('listitem').allTextContents())
        .toEqual([`${lost.name}: already Lost`]);
      // The list behind the report has read itself again.
      await expect.poll(() => siteRow(page, live.name).getByText('Lost', { exact: true }).count()).toBe(1);
      await report.getByRole('button', { name: 'Close' }).click();
    } finally {
      await admin.request('POST', `/api/sites/${live.id}/status`, { status: live.launcher_label });
    }
    expect(browser.pageErrors).toEqual([]);
  });

  it('keeps the Launch Schedule list on the first screen, with today marked, at 1440x900 and on a phone', async () => {
    const { page } = browser;
    await signIn(page, 'launch');
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/launch-schedule');
      // A table on a desktop, one card a site on a phone.
      const firstSite = page
        .getByRole('main')
        .locator('table[aria-busy="false"] tbody tr')
        .or(page.getByRole('main').getByRole('list', { name: 'Sites' }).getByRole('listitem'))
        .first();
      await firstSite.waitFor();
      const box = await firstSite.boundingBox();
      expect(box!.y, `${width}: the first site starts on the first screen`).toBeLessThan(height);
      if (width < 768) await page.getByRole('button', { name: 'Show calendar' }).click();
      const today = page.getByRole('region', { name: 'Launch calendar' }).locator('[aria-current="date"]');
      expect(await today.getAttribute('aria-label')).toContain('(today)');
    }
  });
});
