import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { seriousA11yFindings } from './accessibility';
import { demoSiteNamed } from './demoSites';
import { sidebarLabels, signIn, useBrowser } from './browser';

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

  const cases = viewports.flatMap((viewport) => (['admin', 'designer'] as const).map((role) => ({ ...viewport, role })));
  it.each(cases)('every sidebar screen and a site page as $role on a $name', async ({ width, height, role }: { width: number; height: number; role: Role }) => {
    const { page } = browser;
    // Signed in on the default desktop size, where the sidebar rail is in view to read its paths.
    await signIn(page, role);
    const site = await demoSiteNamed('Morrison Mortuary');
    const paths = [...(await sidebarHrefs(page)), `/sites/id/${site.id}`];
    await page.setViewportSize({ width, height });
    const findings: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await browser.apiSettled();
      findings.push(...(await seriousA11yFindings(page)).map((finding) => `${path}: ${finding}`));
    }
    expect(findings).toEqual([]);
  }, 240_000);
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
