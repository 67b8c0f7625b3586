import { describe, expect, it } from 'vitest';
import { seriousA11yFindings } from './accessibility';
import { sidebarLabels, signIn, useBrowser } from './browser';

describe("finding one's way around", () => {
  const browser = useBrowser();

  it('shows the not-found page for an unknown path, with a way home', async () => {
    const { page } = browser;
    await signIn(page, 'am');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText('An error has occurred.').waitFor();
    await expect.poll(() => page.title()).toBe('Page Not Found | Website Admin');
    await page.getByRole('link', { name: 'Click here to go home.' }).click();
    await page.waitForURL((url) => url.pathname !== '/no/such/page');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });

  it.each(['admin', 'designer'] as const)('opens every sidebar entry as %s onto a page with a heading and no error', async (role) => {
    const { page, pageErrors, apiFailures } = browser;
    await signIn(page, role);
    const problems: string[] = [];
    for (const label of await sidebarLabels(page)) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
      const heading = page.getByRole('main').getByRole('heading').first();
      await heading.waitFor();
      await browser.apiSettled();
      const headingText = (await heading.textContent()) ?? '';
      if (headingText === 'Page Not Found') problems.push(`'${label}' leads to the not-found page`);
      if (!(await page.title()).endsWith(' | Website Admin')) problems.push(`'${label}' has the title '${await page.title()}'`);
      for (const alert of await page.getByRole('main').getByRole('alert').allTextContents()) problems.push(`'${label}' shows '${alert}'`);
    }
    // All problems at once, so one run tells every screen that needs fixing.
    expect({ problems, apiFailures, pageErrors: pageErrors.map(String) }).toEqual({ problems: [], apiFailures: [], pageErrors: [] });
  });

  it("skips the header and sidebar with 'Skip to content', the first Tab stop, shown only while focused", async () => {
    const { page, pageErrors } = browser;
    await signIn(page, 'am');
    await page.goto('/sites');
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await browser.apiSettled();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
