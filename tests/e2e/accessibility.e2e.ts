import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { demoShowcase } from '../../server/db/seed/demoShowcase';
import { seriousA11yFindings } from './accessibility';
import { demoSiteNamed } from './demoSites';
import { sidebarLabels, signIn, useBrowser } from './browser';
import { listSettled, postAsPage } from './lists';
import { phoneViewport } from './phone';

/** The viewports of issue 18: a desktop and a phone. */
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe('accessibility scan (axe-core): no serious or critical finding on any screen', () => {
  const browser = useBrowser();

  it.each(viewports)('the sign-in page on a $name', async ({ width, height }) => {
    const { page } = browser;
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
  });

  // The admin on both sizes, where every control shows; the designer (refused pages, fewer buttons)
  // on the desktop only: a phone's layout is the same for both, and each run takes a minute.
  const [desktop] = viewports;
  const cases = [...viewports.map((viewport) => ({ ...viewport, role: 'admin' as const })), { ...desktop, role: 'designer' as const }];
  it.each(cases)(
    "every sidebar screen, a site page's tabs, its pages, a refused and a missing page as $role on a $name, each with one h1",
    async ({ width, height, role }: { width: number; height: number; role: Role }) => {
      const { page } = browser;
      // Signed in on the default desktop size, where the sidebar rail is in view to read its paths.
      await signIn(page, role);
      const site = await demoSiteNamed('Morrison Mortuary');
      const sitePage = `/sites/id/${site.id}`;
      // The outbox's rows are scanned too, whichever journeys ran before: an admin sends one message.
      if (role === 'admin') {
        const request = { fhid: site.id, fhName: site.name, primaryDomain: 'morrison-a11y.com', fhEmail: 'owner@example.com' };
        expect((await postAsPage(page, '/api/domainRequest', request)).status()).toBe(201);
      }
      const paths = [
        ...(await sidebarHrefs(page)),
        ...['', '/notes', '/scrape', '/qa', '/checklist', '/domains', '/actions'].map((tab) => `${sitePage}${tab}`),
        `/pages/${site.id}`,
        // An admin's Outbox; the designer's refused page.
        '/outbox',
        '/no/such/page',
      ];
      await page.setViewportSize({ width, height });
      const findings: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        // The not-found page stands outside the shell's main.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await browser.apiSettled();
        const headings = await page.getByRole('heading', { level: 1 }).count();
        if (headings !== 1) findings.push(`${path}: ${headings} h1`);
        findings.push(...(await seriousA11yFindings(page)).map((finding) => `${path}: ${finding}`));
      }
      expect(findings).toEqual([]);
    },
    360_000,
  );

  it.each(viewports)(
    "a list row's modals (notes, checklist, go-live checks, staging's 'Hang on!') on a $name",
    async ({ width, height }) => {
      const { page } = browser;
      const { name } = demoShowcase.staging;
      const site = await demoSiteNamed(name);
      await signIn(page, 'admin');
      // The staging journey stages this site; put it back where staging starts, whichever ran first.
      if (site.launcher_label !== 'Pre-Staging QA') {
        expect((await postAsPage(page, `/api/sites/${site.id}/status`, { status: 'Pre-Staging QA' })).status()).toBe(200);
      }
      await page.setViewportSize({ width, height });
      await page.goto(`/sites?query=${encodeURIComponent(name)}`);
      const row = page.getByRole('main').getByRole(width < 768 ? 'listitem' : 'row', { name, exact: true });
      await row.waitFor();
      const findings: string[] = [];
      /** `confirm`: a button to press on the way, as Stage Site asks before it checks anything. */
      const scan = async (opener: string, dialog: Locator, ready: Locator, confirm?: Locator) => {
        await row.getByRole('button', { name: opener }).click();
        await confirm?.click();
        await ready.waitFor({ timeout: 30_000 });
        await browser.apiSettled();
        findings.push(...(await seriousA11yFindings(page)).map((finding) => `${opener}: ${finding}`));
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      };
      const notes = page.getByRole('dialog', { name: `Notes: ${name}` });
      await scan(`Notes of ${name}`, notes, notes.getByRole('button').first());
      const checklist = page.getByRole('dialog', { name: `Checklist: ${name}` });
      await scan(`Checklist of ${name}`, checklist, checklist.getByRole('checkbox').first());
      const goLive = page.getByRole('dialog', { name: 'Go Live' });
      await scan(
        `Go Live for ${name}`,
        goLive,
        goLive.getByText('Not ready to go live').or(goLive.getByRole('button', { name: 'Full Send' })),
      );
      const confirmation = page.getByRole('dialog', { name: 'Stage Site' });
      const stageSite = confirmation.getByRole('button', { name: 'Stage Site' });
      await scan(`Stage ${name}`, confirmation, stageSite);
      const warning = page.getByRole('dialog', { name: 'Hang on!' });
      await scan(`Stage ${name}`, warning, warning.getByRole('button', { name: 'Continue' }), stageSite);
      expect(findings).toEqual([]);
    },
    120_000,
  );

  it('every overlay opened (palette, shortcuts, menus, modals, a selected row, a date picker, a dropdown, Stage Site to its result, drawers) on a desktop and a phone', async () => {
    const { page } = browser;
    const findings: string[] = [];
    /** Scans the page once `ready` shows, with the overlay open. */
    const scan = async (what: string, ready: Locator) => {
      await ready.waitFor({ timeout: 30_000 });
      await browser.apiSettled();
      findings.push(...(await seriousA11yFindings(page)).map((finding) => `${what}: ${finding}`));
    };
    const closeWithEscape = async (overlay: Locator) => {
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'hidden' });
    };
    await signIn(page, 'admin');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The shell's: the palette, the shortcuts and the user menu.
    await page.goto('/sites');
    await listSettled(page);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await scan('palette', palette.getByRole('option').first());
    await closeWithEscape(palette);
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await scan('shortcuts', help);
    await closeWithEscape(help);
    await page.getByRole('button', { name: 'User menu' }).click();
    await scan('user menu', page.getByRole('menu'));
    await closeWithEscape(page.getByRole('menu'));
    await page.getByRole('button', { name: 'Save view' }).click();
    const saveView = page.getByRole('dialog', { name: 'Save view' });
    await scan('save view', saveView);
    await closeWithEscape(saveView);
    // A selected row (its links on the selection's tint) with the bulk bar open.
    const selected = page.getByRole('main').getByRole('row', { name: 'Morrison Mortuary' });
    await selected.getByRole('checkbox').check();
    await scan('selected row', selected.and(page.locator('[aria-selected="true"]')));

    // A site page's: the Status menu, its confirmation and picker, the date picker, a dropdown.
    const site = await demoSiteNamed('Morrison Mortuary');
    await page.goto(`/sites/id/${site.id}`);
    await page.getByRole('heading', { level: 1, name: 'Morrison Mortuary' }).waitFor();
    const statusMenu = page.getByRole('menu');
    await page.getByRole('button', { name: 'Status' }).click();
    await scan('Status menu', statusMenu.getByRole('menuitem', { name: 'Mark Lost' }));
    await statusMenu.getByRole('menuitem', { name: 'Mark Lost' }).click();
    // The confirmation's scan is of the page without the menu: wait for the menu to close first.
    await statusMenu.waitFor({ state: 'hidden' });
    const markLost = page.getByRole('dialog', { name: 'Mark as Lost' });
    await scan('Mark as Lost', markLost);
    await markLost.getByRole('button', { name: 'Cancel' }).click();
    await markLost.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Status' }).click();
    await statusMenu.getByRole('menuitem', { name: 'Change status…' }).click();
    const picker = page.getByRole('dialog', { name: 'Change status' });
    await scan('Change status', picker);
    await closeWithEscape(picker);
    await page.getByRole('button', { name: 'Reschedule Morrison Mortuary' }).click();
    const schedule = page.getByRole('dialog');
    await scan('date picker', schedule.getByRole('button', { name: 'Next month' }));
    await closeWithEscape(schedule);
    await page
      .getByRole('textbox', { name: 'Designer of Morrison Mortuary' })
      .or(page.getByRole('combobox', { name: 'Designer of Morrison Mortuary' }))
      .first()
      .click();
    await scan('Designer dropdown', page.getByRole('listbox'));
    await closeWithEscape(page.getByRole('listbox'));

    // Stage Site, from its confirmation through 'Hang on!' to its result; then the site goes back.
    const staging = await demoSiteNamed(demoShowcase.staging.name);
    if (staging.launcher_label !== 'Pre-Staging QA') {
      expect((await postAsPage(page, `/api/sites/${staging.id}/status`, { status: 'Pre-Staging QA' })).status()).toBe(200);
    }
    await page.goto(`/sites/id/${staging.id}`);
    await page.getByRole('button', { name: 'Stage Site' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Stage Site' });
    await scan('Stage Site confirmation', confirmation.getByRole('button', { name: 'Stage Site' }));
    await confirmation.getByRole('button', { name: 'Stage Site' }).click();
    const warning = page.getByRole('dialog', { name: 'Hang on!' });
    await scan('Hang on!', warning.getByRole('button', { name: 'Continue' }));
    await warning.getByRole('button', { name: 'Continue' }).click();
    const result = page.getByRole('dialog');
    await scan('Stage Site result', result.getByText(`${demoShowcase.staging.name} is now Staged.`));
    await closeWithEscape(result);
    expect((await postAsPage(page, `/api/sites/${staging.id}/status`, { status: 'Pre-Staging QA' })).status()).toBe(200);

    // A phone's drawers: the navigation and a list's filters.
    await page.setViewportSize(phoneViewport);
    await page.goto('/sites');
    await page.getByRole('main').getByRole('list', { name: 'Sites' }).getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await scan('Filters drawer', filters);
    await closeWithEscape(filters);
    await page
      .getByRole('button', { name: /navigation/i })
      .first()
      .click();
    await scan('navigation drawer', page.getByRole('dialog'));
    expect(findings).toEqual([]);
  }, 480_000);
});

/** The sidebar's paths, in order. */
async function sidebarHrefs(page: Page): Promise<string[]> {
  const labels = await sidebarLabels(page);
  expect(labels.length).toBeGreaterThan(0);
  return page
    .getByRole('navigation', { name: 'Main' })
    .first()
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => href !== ''));
}
