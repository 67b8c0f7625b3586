import { describe, expect, it } from 'vitest';
import { seriousA11yFindings } from './accessibility';
import { demoEmail, useBrowser } from './browser';
import { phoneViewport, sidewaysScroll } from './phone';

/**
 * Issue 29: signing in with the company's identity provider, a real OpenID provider on loopback
 * (tests/loopbackOidcProvider.ts, started by globalSetup): its sign-in form takes the e-mail as
 * the login and any password, then asks for consent.
 */
describe('sign-in with the identity provider', () => {
  const browser = useBrowser();

  const viewports = [
    { name: 'desktop', size: { width: 1280, height: 800 } },
    { name: 'phone', size: phoneViewport },
  ] as const;

  it.each(viewports)("signs in through 'Sign in with company account' and lands on the page asked for ($name)", async ({ size }) => {
    const { page, pageErrors } = browser;
    await page.setViewportSize(size);
    await page.goto('/sites/qa');
    await page.waitForURL((url) => url.pathname === '/login');
    const button = page.getByRole('link', { name: 'Sign in with company account' });
    await button.waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);

    await button.click();
    // The provider's own pages: its sign-in form, then its consent.
    await page.locator('input[name="login"]').fill(demoEmail('care'));
    await page.locator('input[name="password"]').fill('anything at the provider');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/sites/qa');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me).toMatchObject({ role: 'care', email: 'care@example.com' });
    expect(pageErrors).toEqual([]);
  });

  it('comes back to the sign-in page saying why when the e-mail belongs to nobody here', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with company account' }).click();
    await page.locator('input[name="login"]').fill('stranger@example.com');
    await page.locator('input[name="password"]').fill('anything at the provider');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('oidc') === 'unknown');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('No active account here uses your e-mail address. Ask an admin to invite you.');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
