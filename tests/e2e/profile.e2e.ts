import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { seriousA11yFindings } from './accessibility';
import { demoPassword, fillSignInForm, signOut, useBrowser } from './browser';
import { phoneViewport, sidewaysScroll } from './phone';

const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0c1d8a50000000049454e44ae426082',
  'hex',
);

/** Another session of the person, as a phone would hold it: its cookie, to see it end. */
const signInElsewhere = async (email: string, password: string) => {
  const origin = inject('baseUrl');
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'user-agent': safariOnIphone },
    body: JSON.stringify({ username: email, password }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { stillSignedIn: async () => (await fetch(`${origin}/api/me`, { headers: { cookie } })).status === 200 };
};

describe('profile: details, password and sessions', () => {
  const browser = useBrowser();

  // People no other journey signs in as, since this one changes their password.
  it.each([
    { screen: 'desktop', email: 'hannah.novak@example.com', name: 'Hannah Novak' },
    { screen: 'phone', email: 'isaac.mensah@example.com', name: 'Isaac Mensah' },
  ])('on $screen: edits the profile, signs another session out and changes the password', async ({ screen, email, name }) => {
    const { page } = browser;
    if (screen === 'phone') await page.setViewportSize(phoneViewport);
    const phone = await signInElsewhere(email, demoPassword);

    await page.goto('/login');
    await fillSignInForm(page, email, demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect.poll(() => page.title()).toBe('Profile | Website Admin');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();

    // Details: name, board member id and avatar.
    const nameField = page.getByRole('textbox', { name: 'Name' });
    expect(await nameField.inputValue()).toBe(name);
    await nameField.fill(`${name} Jr`);
    await page.getByRole('textbox', { name: 'Trello member id' }).fill('5f0c1a2b3c4d5e6f7a8b9c0d');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor();
    // The header follows at once (on a phone it shows the avatar alone).
    if (screen === 'desktop') await page.getByRole('banner').getByText(`${name} Jr`, { exact: true }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes });
    await page.getByText('Avatar changed').waitFor();
    await page.getByRole('img', { name: `${name} Jr's avatar` }).waitFor();
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(`${name} Jr`);
    expect(await seriousA11yFindings(page)).toEqual([]);

    // Sessions: the phone's is listed and signed out.
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/sessions');
    await page.getByText('This session').waitFor();
    // Scanned before the toasts of this tab come and go.
    expect(await seriousA11yFindings(page)).toEqual([]);
    const phoneSession = page.getByRole('region', { name: 'Safari on iPhone' });
    await phoneSession.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Session signed out').waitFor();
    await phoneSession.waitFor({ state: 'detached' });
    expect(await phone.stillSignedIn()).toBe(false);

    // Password: a short one is refused under the field, then the change ends the other sessions.
    const other = await signInElsewhere(email, demoPassword);
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/password');
    const newPassword = `${screen} passphrase that is long`;
    await page.getByLabel('Current password').and(page.locator('input')).fill(demoPassword);
    await page.getByLabel('New password').and(page.locator('input')).fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('At least 12 characters', { exact: true }).waitFor();
    // Scanned once the sessions tab's toasts have gone.
    await page.getByText('Session signed out').waitFor({ state: 'detached' });
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.getByLabel('New password').and(page.locator('input')).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed; your other sessions are signed out').waitFor();
    expect(await other.stillSignedIn()).toBe(false);
    if (screen === 'phone') expect(await sidewaysScroll(page)).toBe(0);

    await signOut(page);
    await fillSignInForm(page, email, newPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(browser.pageErrors).toEqual([]);
    expect(browser.apiFailures).toEqual([]);
  });
});
