import { describe, expect, it } from 'vitest';
import { seriousA11yFindings } from './accessibility';
import { apiSignIn, fillSignInForm, useBrowser } from './browser';
import { phoneViewport, sidewaysScroll } from './phone';

/** The newest reset link mailed to the address, read from the sandbox outbox as an admin would. */
const resetLinkFor = async (email: string): Promise<string> => {
  const admin = await apiSignIn('admin');
  const outbox = (await (await admin.request('GET', '/api/outbox?limit=50')).json()) as { messages: Array<{ to: string[]; text: string }> };
  const mail = outbox.messages.find((message) => message.to.includes(email));
  const link = /\/reset-password\/\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, JSON.stringify(mail)).toBeDefined();
  return link ?? '';
};

describe('forgotten password', () => {
  const browser = useBrowser();

  // People no other journey signs in as, since this one changes their password.
  it.each([
    { screen: 'desktop', email: 'caleb.russo@example.com' },
    { screen: 'phone', email: 'maya.jensen@example.com' },
  ])('on $screen: asks for a link, opens it from the outbox, sets a new password and signs in', async ({ screen, email }) => {
    const { page } = browser;
    if (screen === 'phone') await page.setViewportSize(phoneViewport);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await expect.poll(() => page.title()).toBe('Forgot password | Website Admin');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If that address belongs to an account, a link to set a new password is on its way.').waitFor();

    await page.goto(await resetLinkFor(email));
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    const password = page.getByLabel('New password').and(page.locator('input'));
    await password.fill('password1234');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('This password is too common; choose another').waitFor();
    const newPassword = `reset on ${screen} with a long phrase`;
    await password.fill(newPassword);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your new password is set, and every session of yours is signed out.').waitFor();
    if (screen === 'phone') expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousA11yFindings(page)).toEqual([]);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillSignInForm(page, email, newPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(browser.pageErrors).toEqual([]);
    // The common password was refused in the form, before anything was sent.
    expect(browser.apiFailures).toEqual([]);
  });
});
