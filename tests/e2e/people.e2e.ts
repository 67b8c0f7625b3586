import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yFindings } from './accessibility';
import { sidebarLabels, signIn, signOut, useBrowser } from './browser';
import { phoneViewport } from './phone';

const newPassword = 'a long new password 42';

/** The invitation link of the newest sandbox e-mail to the address, read from the Outbox screen. */
const invitationLinkFromOutbox = async (page: Page, email: string): Promise<string> => {
  await page.goto('/outbox');
  const row = page.getByRole('row').filter({ hasText: email }).first();
  await row.getByRole('button', { name: 'You are invited to Website Admin' }).click();
  const message = page.getByRole('dialog', { name: 'You are invited to Website Admin' });
  const text = (await message.textContent()) ?? '';
  const link = /https?:\/\/[^\s]+\/invitation\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${text}`);
  await page.keyboard.press('Escape');
  return new URL(link).pathname;
};

describe('people', () => {
  const browser = useBrowser();

  for (const [device, viewport] of [
    ['desktop', null],
    ['phone', phoneViewport],
  ] as const) {
    it(`on ${device}: an admin adds a person, who accepts the invitation and lands signed in; deactivated, their session ends`, async () => {
      const { page } = browser;
      if (viewport) await page.setViewportSize(viewport);
      const name = `Nora ${device} ${Date.now()}`;
      const email = `nora.${device}.${Date.now()}@example.com`;

      await signIn(page, 'admin');
      await page.goto('/people');
      await page.getByRole('heading', { name: 'People' }).waitFor();
      await page.getByRole('table').waitFor();
      expect(await seriousA11yFindings(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add person' }).click();
      const form = page.getByRole('dialog', { name: 'Add person' });
      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await form.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Designer' }).click();
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText(`Invitation sent to ${name}`).waitFor();
      await page.getByRole('row').filter({ hasText: email }).getByText('Invited').waitFor();

      const invitation = await invitationLinkFromOutbox(page, email);
      await signOut(page);
      await page.goto(invitation);
      await page.getByText(`${name}, choose a password for ${email}.`).waitFor();
      expect(await seriousA11yFindings(page)).toEqual([]);
      await page
        .getByLabel(/^Password/)
        .and(page.locator('input'))
        .fill(newPassword);
      await page
        .getByLabel(/^Repeat the password/)
        .and(page.locator('input'))
        .fill(newPassword);
      await page.getByRole('button', { name: 'Set password and sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/invitation'));
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      // Signed in as the new designer: My Sites is there, which an admin's sidebar never has.
      await expect.poll(() => sidebarLabels(page)).toContain('My Sites');

      // The admin, in another browser, deactivates them; their page is signed out on its next request.
      const adminContext = await browser.openContext();
      try {
        const admin = await adminContext.newPage();
        if (viewport) await admin.setViewportSize(viewport);
        await signIn(admin, 'admin');
        await admin.goto('/people');
        await admin.getByRole('textbox', { name: 'Search' }).fill(email);
        const row = admin.getByRole('row').filter({ hasText: email });
        await row.getByText('Active').waitFor();
        await row.getByRole('button', { name: `Actions for ${name}` }).click();
        await admin.getByRole('menuitem', { name: 'Deactivate' }).click();
        await admin
          .getByRole('dialog', { name: `Deactivate ${name}?` })
          .getByRole('button', { name: 'Deactivate' })
          .click();
        await admin.getByText('Deactivated; their sessions have ended').waitFor();
        await row.getByText('Deactivated').waitFor();
      } finally {
        await adminContext.close();
      }
      await page.goto('/people');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(browser.pageErrors).toEqual([]);
    });
  }
});
