import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { seriousA11yFindings } from './accessibility';
import { demoEmail, demoPassword, fillSignInForm, signIn, signOut, useBrowser } from './browser';
import { phoneViewport, sidewaysScroll } from './phone';

/**
 * The code the app shows half a minute from now. The code that confirmed the enrolment is used, and
 * the server takes a code one step either side of now (a phone's clock a little off), so the next
 * code signs in at once instead of the test waiting for the clock.
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Turns the second factor on in the profile tab: the secret read from the page, the code computed from it; the recovery codes shown once. */
const enrol = async (page: Page): Promise<{ secret: string; recoveryCodes: string[] }> => {
  await page.goto('/profile/second-factor');
  await page.getByRole('heading', { name: 'Second factor' }).waitFor();
  await page.getByRole('button', { name: 'Turn on second factor' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('textbox', { name: 'Code' }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Save your recovery codes').waitFor();
  const recoveryCodes = await page.getByLabel('Recovery codes').locator('code').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
};

/** The password, then the code step. */
const signInToCodeStep = async (page: Page, role: Role) => {
  await page.goto('/login');
  await fillSignInForm(page, demoEmail(role), demoPassword);
  await page.getByText('Enter the 6-digit code your authenticator app shows.').waitFor();
};

const landedInApp = async (page: Page) => {
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
};

/**
 * The whole journey on one demo person, who ends as they began (without a second factor, turned off
 * through the page), so the other journeys' sign-ins as that role are untouched.
 */
const journey = async (page: Page, role: Role) => {
  await signIn(page, role);
  const { secret, recoveryCodes } = await enrol(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByText('10 of 10 recovery codes left.').waitFor();

  await signOut(page);
  await signInToCodeStep(page, role);
  await page.getByRole('textbox', { name: 'Code' }).fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await landedInApp(page);

  await signOut(page);
  await signInToCodeStep(page, role);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await landedInApp(page);

  // The same recovery code does not work twice.
  await signOut(page);
  await signInToCodeStep(page, role);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('alert').getByText('Invalid code').waitFor();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await landedInApp(page);

  await page.goto('/profile/second-factor');
  await page.getByText('8 of 10 recovery codes left.').waitFor();
  await page.getByLabel('Current password').and(page.locator('input')).fill(demoPassword);
  await page.getByRole('textbox', { name: 'Code or recovery code' }).fill(recoveryCodes[2]!);
  await page.getByRole('button', { name: 'Turn off second factor' }).click();
  await page.getByRole('button', { name: 'Turn on second factor' }).waitFor();
};

describe('the second factor', () => {
  const browser = useBrowser();

  it('is turned on in the profile, then asked after the password (a code, or a recovery code once), and turned off', async () => {
    await journey(browser.page, 'florist');
    expect(browser.pageErrors).toEqual([]);
  });

  it('has no serious accessibility findings while enrolling and at the code step', async () => {
    const { page } = browser;
    await signIn(page, 'sdr');
    const { recoveryCodes } = await enrol(page);
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await signOut(page);
    await signInToCodeStep(page, 'sdr');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await landedInApp(page);
    await page.goto('/profile/second-factor');
    await page.getByLabel('Current password').and(page.locator('input')).fill(demoPassword);
    await page.getByRole('textbox', { name: 'Code or recovery code' }).fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Turn off second factor' }).click();
    await page.getByRole('button', { name: 'Turn on second factor' }).waitFor();
  });

  it('works on a phone (390x844) without sideways scrolling', async () => {
    const { page } = browser;
    await page.setViewportSize(phoneViewport);
    await signIn(page, 'am');
    const { secret, recoveryCodes } = await enrol(page);
    expect(await sidewaysScroll(page)).toBe(0);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await signOut(page);
    await signInToCodeStep(page, 'am');
    expect(await sidewaysScroll(page)).toBe(0);
    await page.getByRole('textbox', { name: 'Code' }).fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await landedInApp(page);
    await page.goto('/profile/second-factor');
    await page.getByLabel('Current password').and(page.locator('input')).fill(demoPassword);
    await page.getByRole('textbox', { name: 'Code or recovery code' }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Turn off second factor' }).click();
    await page.getByRole('button', { name: 'Turn on second factor' }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
