import { describe, expect, it } from 'vitest';
import { seriousA11yFindings } from './accessibility';
import { apiSignIn, sidebarLabels, signIn, useBrowser } from './browser';
import type { SiteListAnswer } from './lists';
import { phoneViewport, sidewaysScroll } from './phone';

describe('audit log', () => {
  const browser = useBrowser();

  for (const [device, viewport] of [
    ['desktop', null],
    ['phone', phoneViewport],
  ] as const) {
    it(`on ${device}: an admin follows a site's Full history to the note an account executive added, filters it by kind and exports it`, async () => {
      const { page } = browser;
      if (viewport) await page.setViewportSize(viewport);
      const ae = await apiSignIn('ae');
      const sites = (await (await ae.request('GET', '/api/sites?query=Funeral')).json()) as SiteListAnswer;
      const site = sites.data[0]!;
      const note = `Audit ${device} ${Date.now()}`;
      expect((await ae.request('POST', '/api/notes', { fhid: site.id, note, type: 'Design' })).status).toBe(201);

      await signIn(page, 'admin');
      expect(await sidebarLabels(page)).toContain('Audit log');
      await page.goto(`/sites/id/${site.id}`);
      await page.getByRole('link', { name: 'Full history' }).click();
      await page.waitForURL((url) => url.pathname === '/audit' && url.searchParams.get('site') === String(site.id));
      await page.waitForFunction(() => document.title === 'Audit log | Website Admin');
      const entries = page.getByRole('list', { name: 'Audit entries' });
      const entry = entries
        .getByRole('listitem')
        .filter({ hasText: `Note: (empty) → ${note}` })
        .first();
      await entry.waitFor();
      // Who (the demo's account executive), what and from where, as staff name them.
      expect(await entry.innerText()).toMatch(/Created Note \d+[\s\S]*Marcus Bell · .+ · \S+/);
      expect(await entry.getByRole('list', { name: 'Changed fields' }).innerText()).toContain('Written by: (empty) → Marcus Bell');
      expect(await entry.locator('.mantine-Badge-label').textContent()).toBe('Note');
      expect(await seriousA11yFindings(page)).toEqual([]);
      if (viewport) expect(await sidewaysScroll(page)).toBe(0);

      await page
        .getByRole('textbox', { name: 'Kind' })
        .or(page.getByRole('combobox', { name: 'Kind' }))
        .first()
        .click();
      await page.getByRole('option', { name: 'Note' }).click();
      await page.waitForURL((url) => url.searchParams.get('kind') === 'note');
      await entries.getByRole('listitem').filter({ hasText: note }).first().waitFor();
      const exportHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
      expect(exportHref).toBe(`/api/audit/export?site=${site.id}&kind=note`);
      const csv = await (await page.request.get(exportHref!)).text();
      expect(csv).toContain(`,Note,Created,Note,`);
      expect(csv).toContain(`,Note,,${note},notes,note`);
      expect(csv).toContain(',Written by,,Marcus Bell,notes,user_id');
      expect(browser.pageErrors).toEqual([]);
    });
  }

  it('is not offered to a designer, whose role may not read it', async () => {
    const { page } = browser;
    await signIn(page, 'designer');
    expect(await sidebarLabels(page)).not.toContain('Audit log');
    await page.goto('/audit');
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    expect(await page.getByRole('list', { name: 'Audit entries' }).count()).toBe(0);
  });
});
