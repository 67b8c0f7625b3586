import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { demoShowcase, stagingDemoFakeObituaries } from '../../server/db/seed/demoShowcase';
import { signIn, useBrowser } from './browser';
import { demoSiteNamed } from './demoSites';
import { getAsPage, toast } from './lists';

describe('staging the demo site', () => {
  const browser = useBrowser();

  it("care stages 'Staging Demo Chapel' past the fake-obituary warning and it ends Staged", async () => {
    const { page } = browser;
    const site = await demoSiteNamed(demoShowcase.staging.name);
    expect(site.launcher_label).toBe('Pre-Staging QA');

    await signIn(page, 'care');
    await page.goto(`/sites/id/${site.id}`);
    await page.getByRole('heading', { name: demoShowcase.staging.name }).waitFor();
    await page.getByRole('button', { name: 'Stage Site' }).click();
    // It asks first (issue 33), and nothing is staged until it is answered.
    const confirmation = page.getByRole('dialog', { name: 'Stage Site' });
    await confirmation
      .getByText(
        `Stage ${demoShowcase.staging.name}? This publishes the site for the funeral home to review and sets its status to Staged.`,
      )
      .waitFor();
    await confirmation.getByRole('button', { name: 'Stage Site' }).click();

    // The validators find the demo's fake obituaries and nothing blocking: a warning only.
    const dialog = page.getByRole('dialog', { name: 'Hang on!' });
    await dialog
      .getByText(`${demoShowcase.staging.name} still has ${stagingDemoFakeObituaries} fake obituaries.`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // The modal stays to say so, though the re-read Staged site no longer offers the button.
    await toast(page, 'Site staged').first().waitFor({ timeout: 30_000 });
    const staged = page.getByRole('dialog');
    await staged.getByText(`${demoShowcase.staging.name} is now Staged.`).waitFor();
    await staged.getByRole('button', { name: 'Close' }).click();
    await staged.waitFor({ state: 'hidden' });

    // The header badge and Recent Updates follow the re-read site; the server agrees.
    await page.getByRole('main').getByText('Staged', { exact: true }).first().waitFor();
    await page.getByLabel('Recent updates').getByText('Site staged', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Stage Site' }).count()).toBe(0);
    expect((await getAsPage<SiteDetail>(page, `/api/sites/${site.id}`)).launcher_label).toBe('Staged');
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
