import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { signIn, useBrowser } from './browser';
import { unproxiedDemoSite } from './domainSites';
import { getAsPage, toast } from './lists';

describe('proxying a domain', () => {
  const browser = useBrowser();

  it("a launch specialist proxies a demo site's sandbox domain and sees its records and name servers", async () => {
    const { page } = browser;
    const site = await unproxiedDemoSite(0);

    await signIn(page, 'launch');
    await page.goto(`/sites/id/${site.id}/domains`);
    // Launch opens on the proxy tool, the site's domain filled in.
    const form = page.getByRole('form', { name: 'Proxy a domain' });
    expect(await form.getByRole('textbox', { name: 'Domain' }).inputValue()).toBe(site.apex);
    await form.getByRole('button', { name: 'Proxy Domain' }).click();

    await toast(page, 'Domain Proxied').first().waitFor({ timeout: 30_000 });
    const records = page.getByRole('table', { name: 'Copied records' });
    await records.getByRole('cell', { name: /^203\.0\.113\.\d+$/ }).waitFor();
    await records.getByRole('cell', { name: `10 mail.${site.apex}` }).waitFor();
    await records.getByRole('cell', { name: `_dmarc.${site.apex}` }).waitFor();
    // What public DNS cannot show is left to a checklist kept on the site.
    expect(await page.getByRole('list', { name: 'Before the name servers move' }).getByRole('listitem').count()).toBe(4);
    const nameServers = await page.getByRole('list', { name: 'Name servers', exact: true }).getByRole('listitem').allTextContents();
    expect(nameServers).toHaveLength(4);
    // A demo domain is not in the sandbox registrar's account: the name servers are set by hand.
    await page.getByText('Manual proxy required').waitFor();

    const zone = (await page.getByText(/^Hosted zone Z[A-Z0-9]+$/).textContent())?.replace('Hosted zone ', '');
    expect((await getAsPage<SiteDetail>(page, `/api/sites/${site.id}`)).hosted_zone_id).toBe(zone);
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
