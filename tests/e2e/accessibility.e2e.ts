import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { demoShowcase } from '../../server/db/seed/demoShowcase';
import { seriousA11yFindings } from './accessibility';
import { demoSiteNamed } from './demoSites';
import { sidebarLabels, signIn, useBrowser } from './browser';
import { postAsPage } from './lists';

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
