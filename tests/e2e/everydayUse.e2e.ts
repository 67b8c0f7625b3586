import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { demoShowcase, stagingDemoFakeObituaries } from '../../server/db/seed/demoShowcase';
import { seriousA11yFindings } from './accessibility';
import { signIn, useBrowser } from './browser';
import { demoSiteNamed } from './demoSites';
import { getAsPage, listSettled, postAsPage, readsList, rowNames, searchParams } from './lists';
import { phoneViewport, sidewaysScroll } from './phone';

/**
 * Issue 18's journeys: a phone, the sort in the URL, the one active sidebar entry, the pickers' day
 * capacity, a row's modals, a missing chunk.
 */
describe('everyday use', () => {
  const browser = useBrowser();

  it('shows a list on a phone as cards with the filters in a drawer, and nothing scrolls sideways', async () => {
    const { page, pageErrors } = browser;
    await signIn(page, 'designer');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/sites', '/sites/unassigned', '/launch-schedule', '/scrapes', '/godaddy-tools']) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await browser.apiSettled();
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    }
    await page.goto('/sites/unassigned');
    const cards = page.getByRole('main').getByRole('list', { name: 'Sites' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.getByRole('main').locator('table').count()).toBe(0);
    await cards.first().getByText('Assign').waitFor();
    // Only the search box stays on the page; the other filters are in the drawer.
    expect(await page.getByRole('combobox', { name: 'Account Executive filter' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('combobox', { name: 'Account Executive filter' }).waitFor();
    await drawer
      .getByRole('textbox', { name: 'Sort by' })
      .or(drawer.getByRole('combobox', { name: 'Sort by' }))
      .first()
      .waitFor();
    await drawer.getByRole('button', { name: 'Show sites' }).click();
    expect(pageErrors).toEqual([]);
  });

  it('sorts from a header with the sort in the URL, kept on reload and undone by Back', async () => {
    const { page } = browser;
    await signIn(page, 'admin');
    await page.goto('/sites');
    await listSettled(page);
    const byName = await readsList(page, () => page.getByRole('button', { name: 'Sort by Name (not sorted)' }).click());
    expect(searchParams(page).get('sort')).toBe('name');
    expect(searchParams(page).get('order')).toBe('asc');
    const names = byName.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await expect.poll(() => rowNames(page)).toEqual(names);
    expect(await page.getByRole('columnheader', { name: /^Sort by Name/ }).getAttribute('aria-sort')).toBe('ascending');

    const descending = await readsList(page, () => page.getByRole('button', { name: 'Sort by Name (sorted ascending)' }).click());
    expect(searchParams(page).get('order')).toBe('desc');
    expect(descending.data[0]?.name.localeCompare(descending.data.at(-1)?.name ?? '')).toBeGreaterThanOrEqual(0);

    const reloaded = await readsList(page, () => page.reload());
    expect(reloaded.data.map((row) => row.name)).toEqual(descending.data.map((row) => row.name));
    await page.getByRole('button', { name: 'Sort by Name (sorted descending)' }).waitFor();
    await readsList(page, () => page.goBack());
    expect(searchParams(page).get('order')).toBe('asc');
  });

  it('opens the Launch Schedule on upcoming launches, soonest first, with the past a click away', async () => {
    const { page } = browser;
    await signIn(page, 'launch');
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const upcoming = await readsList(page, () => page.goto('/launch-schedule'));
    const dates = upcoming.data.map((row) => row.scheduled_launch_date).filter((date) => date !== null);
    expect(dates.length).toBeGreaterThan(0);
    // A day's margin either side of midnight UTC: the server's today is its own zone's.
    for (const date of dates) expect(Number(date)).toBeGreaterThanOrEqual(Number(today) - 1);
    expect(dates).toEqual([...dates].sort());
    // The segmented control's radio is visually hidden behind its label: click the label.
    const past = await readsList(page, () =>
      page
        .getByRole('main')
        .locator('label')
        .filter({ hasText: /^Past$/ })
        .click(),
    );
    expect(searchParams(page).get('launches')).toBe('past');
    for (const row of past.data) expect(Number(row.scheduled_launch_date)).toBeLessThan(Number(today) + 1);
  });

  it('marks exactly one sidebar entry active: the current screen', async () => {
    const { page } = browser;
    await signIn(page, 'designer');
    for (const [path, label] of [
      ['/sites/me', 'My Sites'],
      ['/sites', 'All Sites'],
      ['/sites/qa', 'Ready for QA'],
      ['/sites/floral-unassigned', 'Ready for Floral'],
      ['/launch-schedule', 'Launch Schedule'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      const active = await page
        .getByRole('navigation', { name: 'Main' })
        .first()
        .locator('a[data-active], a[aria-current="page"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim()));
      expect(active, path).toEqual([label]);
    }
  });

  it("shows each day's launches as n/7 in the Schedule date picker", async () => {
    const { page } = browser;
    await signIn(page, 'launch');
    await page.goto('/launch-schedule');
    await listSettled(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Reschedule / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('n/7: launches booked of 7 a day').waitFor();
    // At least one day of the month shown carries its count in its name and on its face.
    const counted = dialog.getByRole('button', { name: /, \d+\/7 launches$/ });
    await counted.first().waitFor();
    expect(await counted.first().textContent()).toMatch(/\d+\/7/);
  });

  it("offers a reload when a screen's code file is gone after a deploy, and the reload brings the screen", async () => {
    const { page } = browser;
    await signIn(page, 'designer');
    // From now on every code file not loaded so far is missing, as after a deploy under an open page;
    // the app's own files (loaded already) still answer when the page reloads.
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)),
    );
    const missing = '**/assets/*.js';
    await page.route(missing, (route) => (loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'GoDaddy Tools', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'A new version is available' }).waitFor();
    await page.unroute(missing);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'GoDaddy Tools' }).waitFor();
  });

  it('offers the same reload when the menus and dropdowns code is gone, at the second press of a control that needs it', async () => {
    const { page } = browser;
    await signIn(page, 'admin');
    // A new page whose overlay chunk (decision 0404) was replaced by a deploy; routing also bypasses the cache.
    const overlays = '**/assets/overlayComponents-*.js';
    await page.route(overlays, (route) => route.abort());
    await page.goto('/sites');
    await listSettled(page);
    const filter = page.getByRole('combobox', { name: 'Designer filter' });
    // The first failure asks for the screen again, as for a screen's own code; the second offers the reload.
    const firstFilter = await filter.elementHandle();
    await filter.click();
    await page.waitForFunction((element) => !element?.isConnected, firstFilter);
    await filter.click();
    await page.getByRole('heading', { level: 1, name: 'A new version is available' }).waitFor();
    await page.unroute(overlays);
    await page.getByRole('button', { name: 'Reload' }).click();
    await listSettled(page);
    await page.getByRole('combobox', { name: 'Designer filter' }).click();
    await page.getByRole('option', { name: 'Not assigned' }).waitFor();
  });

  it("opens a site's checklist, go-live checks and staging validation ('Hang on!') in place from a list row, on a desktop and a phone", async () => {
    const { page, pageErrors, apiFailures } = browser;
    const { name } = demoShowcase.staging;
    const site = await demoSiteNamed(name);
    await signIn(page, 'admin');
    // The staging journey stages this site; put it back where staging starts, whichever ran first.
    if (site.launcher_label !== 'Pre-Staging QA') {
      expect((await postAsPage(page, `/api/sites/${site.id}/status`, { status: 'Pre-Staging QA' })).status()).toBe(200);
    }
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/sites?query=${encodeURIComponent(name)}`);
      // The table row on a desktop, the card on a phone.
      const row = page.getByRole('main').getByRole(viewport.width < 768 ? 'listitem' : 'row', { name, exact: true });
      await row.waitFor();

      await row.getByRole('button', { name: `Checklist of ${name}` }).click();
      const checklist = page.getByRole('dialog', { name: `Checklist: ${name}` });
      // An admin opens the launch checklist, whose Domain category holds 'Domain secured'.
      await checklist.getByRole('checkbox', { name: /Domain secured/ }).waitFor();
      await checklist.getByRole('button', { name: 'Dismiss' }).click();
      await checklist.waitFor({ state: 'hidden' });

      await row.getByRole('button', { name: `Go Live for ${name}` }).click();
      const goLive = page.getByRole('dialog', { name: 'Go Live' });
      await goLive.getByRole('list', { name: 'Go-live checks' }).waitFor();
      // Once the checks have run the panel offers Full Send, or says the site is not ready.
      await goLive
        .getByText('Not ready to go live')
        .or(goLive.getByRole('button', { name: 'Full Send' }))
        .waitFor({ timeout: 30_000 });
      await goLive.getByRole('button', { name: 'Dismiss' }).click();
      await goLive.waitFor({ state: 'hidden' });

      await row.getByRole('button', { name: `Stage ${name}` }).click();
      await page.getByRole('dialog', { name: 'Stage Site' }).getByRole('button', { name: 'Stage Site' }).click();
      const warning = page.getByRole('dialog', { name: 'Hang on!' });
      await warning.getByText(`${name} still has ${stagingDemoFakeObituaries} fake obituaries.`, { exact: false }).waitFor();
      await warning.getByRole('button', { name: 'Cancel' }).click();
      await warning.waitFor({ state: 'hidden' });
    }
    // Cancelled at the warning: nothing was staged.
    expect((await getAsPage<SiteDetail>(page, `/api/sites/${site.id}`)).launcher_label).toBe('Pre-Staging QA');
    expect({ apiFailures, pageErrors: pageErrors.map(String) }).toEqual({ apiFailures: [], pageErrors: [] });
  });

  it('keeps the focus on the work after adding a note, ticking a checklist item and assigning a person, never on the page body (issue 33)', async () => {
    const { page } = browser;
    const site = await demoSiteNamed('Hawthorne Funeral Home');
    await signIn(page, 'admin');
    await page.setViewportSize({ width: 1440, height: 900 });
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element === null || element === document.body ? 'the page body' : (element.getAttribute('aria-label') ?? element.id);
      });
    const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

    // A note, added with Enter on its button: the box takes the focus, empty and ready for the next.
    await page.goto(`/sites/id/${site.id}/notes`);
    const box = page.getByRole('textbox', { name: 'New note' });
    await box.fill(`Called the family about the photos (e2e ${Date.now()})`);
    await page.getByRole('button', { name: 'Add note' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Note added').first().waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    expect(await hasFocus(box), await focused()).toBe(true);

    // A checklist item ticked with Space: the box keeps the focus through the save.
    await page.goto(`/sites/id/${site.id}/checklist`);
    const item = page.getByRole('main').getByRole('checkbox', { checked: false }).first();
    const name =
      (await item.getAttribute('aria-label')) ??
      (await item.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    const ticked = page.getByRole('main').getByRole('checkbox', { name, exact: true });
    await ticked.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => ticked.isChecked()).toBe(true);
    await browser.apiSettled();
    expect(await hasFocus(ticked), await focused()).toBe(true);

    // A person assigned from the keyboard: the select keeps the focus and shows the person.
    const sdr = page
      .getByRole('textbox', { name: `SDR of ${site.name}` })
      .or(page.getByRole('combobox', { name: `SDR of ${site.name}` }))
      .first();
    await sdr.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option').first().waitFor();
    // Down the options to the first person (past 'Not assigned'), then Enter.
    const highlighted = page.locator('[data-combobox-selected]');
    for (let step = 0; step < 5 && ((await highlighted.count()) === 0 || (await highlighted.textContent()) === 'Not assigned'); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    const person = (await highlighted.textContent()) ?? '';
    expect(person).not.toBe('');
    await page.keyboard.press('Enter');
    await expect.poll(() => sdr.inputValue()).toBe(person);
    await browser.apiSettled();
    expect(await hasFocus(sdr), await focused()).toBe(true);
  });

  it("opens a site on a phone with the tabs on the first screen and a tab's address at its content, the header's controls behind 'Site actions' (issue 33)", async () => {
    const { page, pageErrors } = browser;
    const site = await demoSiteNamed('Hawthorne Funeral Home');
    await signIn(page, 'admin');
    await page.setViewportSize(phoneViewport);
    await page.goto(`/sites/id/${site.id}/notes`);
    const heading = page.getByRole('heading', { level: 1, name: site.name });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const tabs = await page.getByRole('tablist').first().boundingBox();
    expect(tabs && tabs.y + tabs.height).toBeLessThanOrEqual(phoneViewport.height);
    const box = page.getByRole('textbox', { name: 'New note' });
    await box.waitFor();
    const boxAt = await box.boundingBox();
    expect(boxAt && boxAt.y >= 0 && boxAt.y + boxAt.height <= phoneViewport.height).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The header's controls are one press away, and the page passes the scan with them shown.
    const actions = page.getByRole('button', { name: 'Site actions' });
    expect(await page.getByRole('button', { name: 'Status' }).isVisible()).toBe(false);
    await actions.click();
    const shown = page.getByRole('group', { name: 'Site actions' });
    await shown.getByRole('button', { name: 'Status' }).waitFor();
    await shown.getByRole('link', { name: 'View Pages' }).waitFor();
    expect(await actions.getAttribute('aria-expanded')).toBe('true');
    await browser.apiSettled();
    expect(await seriousA11yFindings(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("shows a florist's 'Assign to me' whole on a phone's card (issue 33)", async () => {
    const { page } = browser;
    await signIn(page, 'florist');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sites/floral-unassigned');
    const card = page.getByRole('main').getByRole('list', { name: 'Sites' }).getByRole('listitem').first();
    const button = card.getByRole('button', { name: 'Assign to me' });
    await button.waitFor();
    const [box, cardBox] = [await button.boundingBox(), await card.boundingBox()];
    expect(box && cardBox && box.x >= cardBox.x && box.x + box.width <= cardBox.x + cardBox.width).toBe(true);
    expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  it('names the product on the sign-in card and in the page the server sends before the app runs, and has a favicon', async () => {
    const { page } = browser;
    // The HTML itself, before any script: the name shows at once, never a blank page.
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('>Website Admin</p>');
    for (const icon of ['/favicon.ico', '/favicon.svg']) {
      const answer = await page.request.get(icon);
      expect(answer.status(), icon).toBe(200);
      expect(answer.headers()['content-type'], icon).toMatch(/^image\//);
    }
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Website Admin' }).waitFor();
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  });
});
