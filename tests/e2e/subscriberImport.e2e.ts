import { describe, expect, it } from 'vitest';
import type { SiteBackup } from '../../domain/api/siteBackup.schema';
import type { SiteSubscribers } from '../../domain/api/subscriberImport.schema';
import { signIn, useBrowser } from './browser';
import { getAsPage, toast } from './lists';
import { demoSiteWithPages } from './pagesDemoSite';
import { cutWidths, phoneViewport, sidewaysScroll } from './phone';

const stamp = Date.now();
const csv = [
  'Email,First Name,Last Name',
  `mary.${stamp}@example.com,Mary,Jones`,
  ',No,Address',
  `bob.${stamp}@example.com,Bob,Smith`,
  'not-an-address,Pat,Doe',
  `lee.${stamp}@example.com,,`,
  `MARY.${stamp}@example.com,Mary,Again`,
].join('\n');

describe('the Actions tab', () => {
  const browser = useBrowser();

  it('an admin imports a subscriber CSV with two bad rows, reads the report, and runs a backup', async () => {
    const { page } = browser;
    const site = await demoSiteWithPages('Pre-Staging QA');
    await signIn(page, 'admin');
    const before = await getAsPage<SiteSubscribers>(page, `/api/sites/${site.id}/subscribers`);
    await page.goto(`/sites/id/${site.id}/actions`);

    const importTile = page.getByRole('region', { name: 'Subscriber Import' });
    await importTile.getByText(`${before.count} subscriber`, { exact: false }).waitFor();
    await importTile
      .locator('input[type="file"]')
      .setInputFiles({ name: 'old-provider.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importTile.getByText('old-provider.csv').waitFor();
    await importTile.getByRole('button', { name: 'Import' }).click();
    await toast(page, 'Subscribers imported').first().waitFor();
    const report = importTile.getByRole('status');
    await report.getByText('Import of old-provider.csv').waitFor();
    for (const line of [
      '3 subscribers imported',
      '1 duplicate skipped',
      '2 invalid rows',
      'Line 3: e-mail is missing',
      "Line 5: 'not-an-address' is not an e-mail address",
    ]) {
      await report.getByText(line, { exact: true }).waitFor();
    }
    await importTile.getByText(`${before.count + 3} subscribers`, { exact: true }).waitFor();

    const backupTile = page.getByRole('region', { name: 'Run Site Backup' });
    await backupTile.getByRole('button', { name: 'Back up now' }).click();
    await toast(page, 'Site backup started').first().waitFor();
    await toast(page, 'Site backup finished').first().waitFor({ timeout: 30_000 });
    const newest = backupTile.getByRole('table', { name: 'Backups' }).getByRole('row').nth(1);
    await newest.getByText('Done').waitFor();
    const backups = await getAsPage<SiteBackup[]>(page, `/api/sites/${site.id}/backups`);
    expect(backups[0]).toMatchObject({
      status: 'done',
      requested_by_name: 'Alex Morgan',
      backup_name: `site-${site.id}-backup-${backups[0]?.id}`,
    });
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('fits a phone: the report and the list of backups read whole in a 390 px tile', async () => {
    const { page } = browser;
    const site = await demoSiteWithPages('Pre-Staging QA');
    await page.setViewportSize(phoneViewport);
    await signIn(page, 'admin');
    await page.goto(`/sites/id/${site.id}/actions`);
    const importTile = page.getByRole('region', { name: 'Subscriber Import' });
    await importTile
      .locator('input[type="file"]')
      .setInputFiles({ name: 'a-long-file-name-from-the-old-provider.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importTile.getByRole('button', { name: 'Import' }).click();
    await importTile.getByRole('status').getByText("Line 5: 'not-an-address' is not an e-mail address", { exact: true }).waitFor();
    const backupTile = page.getByRole('region', { name: 'Run Site Backup' });
    await backupTile.getByRole('button', { name: 'Back up now' }).click();
    await toast(page, 'Site backup finished').first().waitFor({ timeout: 30_000 });
    await backupTile.getByRole('table', { name: 'Backups' }).getByRole('row').nth(1).getByText('Done').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    // The table fits its tile (it used to scroll sideways), and no status badge is cut to 'DO…'.
    const tileBox = (await backupTile.boundingBox())!;
    const tableBox = (await backupTile.getByRole('table', { name: 'Backups' }).boundingBox())!;
    expect(tableBox.x + tableBox.width, 'the table ends inside its tile').toBeLessThanOrEqual(tileBox.x + tileBox.width);
    const badges = await cutWidths(backupTile.getByText('Done', { exact: true }));
    expect(badges.length).toBeGreaterThan(0);
    expect(badges).toEqual(badges.map(() => 0));
    expect(await cutWidths(importTile.getByRole('status'))).toEqual([0]);
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
