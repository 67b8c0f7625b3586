import { describe, expect, it } from 'vitest';
import { signIn, signOut, useBrowser } from './browser';
import { unproxiedDemoSite } from './domainSites';
import { toast } from './lists';

describe('requesting a domain', () => {
  const browser = useBrowser();

  it('an ae sends a domain request and an admin finds it in the outbox', async () => {
    const { page } = browser;
    const site = await unproxiedDemoSite(1);

    await signIn(page, 'ae');
    await page.goto(`/sites/id/${site.id}/domains`);
    const form = page.getByRole('form', { name: 'Domain request' });
    expect(await form.getByRole('textbox', { name: /^Funeral home e-mail/ }).inputValue()).toBe(site.email);
    await form.getByRole('textbox', { name: /^Additional CC/ }).fill('owner@example.com');
    await form.getByRole('button', { name: 'Send Domain Request' }).click();
    await toast(page, 'Domain Request Sent!').first().waitFor({ timeout: 30_000 });
    await page.getByText('Request sent', { exact: true }).waitFor();
    expect(browser.apiFailures).toEqual([]);

    await signOut(page);
    await signIn(page, 'admin');
    await page.goto('/outbox');
    await page
      .getByRole('button', { name: `Domain request for ${site.name}: ${site.apex}` })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByText(/owner@example\.com/)
      .first()
      .waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
