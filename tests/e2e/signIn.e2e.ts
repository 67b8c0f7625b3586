import { describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions';
import { roles } from '../../domain/roles';
import { sidebarInSpecOrder } from '../../src/testing/sidebarInSpecOrder';
import { apiSignIn, demoEmail, fillSignInForm, sidebarLabels, signInThroughThePage, signOut, useBrowser } from './browser';

/** My Sites is hidden for the privileged roles (decisions §1). */
const privileged = new Set(['admin', 'executive']);

describe('signing in and out', () => {
  const browser = useBrowser();

  it.each(roles)('signs in as %s and shows that role its sidebar', async (role) => {
    const { page } = browser;
    await signInThroughThePage(page, role);
    // New Website shows only for the intake roles (decisions.md §2); Scrapes for everyone (part 1 §2).
    const expected = sidebarInSpecOrder.filter(
      (label) => !(label === 'My Sites' && privileged.has(role)) && !(label === 'New Website' && !can(role, 'intake')),
    );
    // Entries beyond part 1 (an admin's Outbox, say) may follow; the spec's own must be there, in order.
    const shown = await sidebarLabels(page);
    expect(shown.filter((label) => sidebarInSpecOrder.includes(label))).toEqual(expected);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  });

  it("shows 'Invalid email or password' for a wrong password and stays on /login", async () => {
    const { page } = browser;
    await page.goto('/login');
    await expect.poll(() => page.title()).toContain('Website Admin');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await fillSignInForm(page, demoEmail('care'), 'not-the-password');
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('keeps a deep link through sign-in', async () => {
    const { page } = browser;
    await page.goto('/sites/qa');
    await page.waitForURL((url) => url.pathname === '/login');
    await fillSignInForm(page, demoEmail('care'), 'demo-password');
    await page.waitForURL((url) => url.pathname === '/sites/qa');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });

  it('signs out to /login, after which a protected page redirects to /login', async () => {
    const { page } = browser;
    await signInThroughThePage(page, 'designer');
    await signOut(page);
    await page.goto('/sites');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  });

  it('signs in with a one-time code an admin minted, through /login?u=CODE', async () => {
    const { page } = browser;
    const admin = await apiSignIn('admin');
    const designers = (await (await admin.request('GET', '/api/designers')).json()) as Array<{ user_id: number | string; name: string }>;
    const designer = designers.find((person) => person.user_id !== 'none');
    expect(designer).toBeDefined();
    const minted = await admin.request('POST', `/api/users/${designer!.user_id}/signInCode`, {});
    expect(minted.status).toBe(201);
    const { url } = (await minted.json()) as { code: string; url: string };

    await page.goto(url);
    await page.waitForURL((current) => current.pathname !== '/login');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByText(designer!.name, { exact: true }).first().waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me).toMatchObject({ role: 'designer', name: designer!.name });
  });
});
