import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { Role } from '../../domain/roles';
import { chromiumFlags } from '../chromiumFlags';

export const demoPassword = 'demo-password';
export const demoEmail = (role: Role): string => `${role}@example.com`;

const baseUrl = (): string => inject('baseUrl');

const screenshotDir = path.resolve('test-results');
const fileSafe = (name: string) => name.replace(/[^\w-]+/g, '_').slice(0, 120);

export interface BrowserSession {
  /** A fresh page (own cookies and storage) for the current test. */
  readonly page: Page;
  /** Uncaught exceptions in the page during the current test. */
  readonly pageErrors: Error[];
  /** API answers of 400 and above during the current test, as 'STATUS METHOD /path'. */
  readonly apiFailures: string[];
  /** Resolves once no /api request has been in flight for a moment: the page has what it asked for. */
  apiSettled(): Promise<void>;
  /** Another context on the same Chromium, as every journey's is: a second person's or device's. The test closes it. */
  openContext(viewport?: ViewportSize): Promise<BrowserContext>;
}

/**
 * A browser context as every journey opens one, a second person's or device's too: on the server
 * under test, with less motion asked, as the story check asks (decision 0645). The theme then shows
 * an overlay or a toast finished at once, so neither a step nor an accessibility scan meets one
 * half-way through its fade.
 */
const openJourneyContext = (browser: Browser, viewport: ViewportSize = { width: 1280, height: 800 }): Promise<BrowserContext> =>
  browser.newContext({ baseURL: baseUrl(), viewport, reducedMotion: 'reduce' });

const quietMs = 300;

/**
 * One Chromium per test file and a fresh context per test, so tests never share a session.
 * A failed test leaves a full-page screenshot in test-results/<test name>.png.
 */
export const useBrowser = (): BrowserSession => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: Error[] = [];
  const apiFailures: string[] = [];
  let inFlight = 0;
  let lastApiActivity = Date.now();

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async (test) => {
    pageErrors.length = 0;
    apiFailures.length = 0;
    inFlight = 0;
    context = await openJourneyContext(browser);
    // Short enough that a broken journey fails in seconds, long enough for two busy cores.
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error));
    const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
    page.on('request', (request) => {
      if (!isApi(request.url())) return;
      inFlight += 1;
      lastApiActivity = Date.now();
    });
    const settle = (request: { url(): string }) => {
      if (!isApi(request.url())) return;
      inFlight -= 1;
      lastApiActivity = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && response.status() >= 400)
        apiFailures.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    });
    test.onTestFinished(async ({ task }) => {
      if (task.result?.state === 'fail' && page) {
        mkdirSync(screenshotDir, { recursive: true });
        await page.screenshot({ path: path.join(screenshotDir, `${fileSafe(task.fullName)}.png`), fullPage: true }).catch(() => undefined);
      }
      await context?.close();
    });
  });

  return {
    get page() {
      if (!page) throw new Error('useBrowser(): the page exists only inside a test');
      return page;
    },
    pageErrors,
    apiFailures,
    openContext: (viewport) => openJourneyContext(browser, viewport),
    apiSettled: async () => {
      const deadline = Date.now() + 15_000;
      while (inFlight > 0 || Date.now() - lastApiActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`API requests still in flight after 15 s (${inFlight})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
};

export const fillSignInForm = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel('Email address').fill(email);
  // A password field has no textbox role, and the show-password toggle is labelled too: take the input.
  await page
    .getByLabel(/^Password/)
    .and(page.locator('input'))
    .fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Signs in through the login page as the demo user of a role and waits to land inside the app. */
export const signInThroughThePage = async (page: Page, role: Role): Promise<void> => {
  await page.goto('/login');
  await fillSignInForm(page, demoEmail(role), demoPassword);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
};

/**
 * What signing in through the page left in the browser (the session cookie, the stored user), once
 * per role and test file: each later test's fresh context starts from it instead of walking the
 * sign-in page again, which cost the server a scrypt hash and the browser a page each time
 * (decision 0585). signIn.e2e.ts walks the sign-in page for every role itself.
 */
const signedIn = new Map<Role, Awaited<ReturnType<BrowserContext['storageState']>>>();

/** Signs in as the demo user of a role and waits to land inside the app. */
export const signIn = async (page: Page, role: Role): Promise<void> => {
  const kept = signedIn.get(role);
  if (!kept) {
    await signInThroughThePage(page, role);
    signedIn.set(role, await page.context().storageState());
    return;
  }
  await page.context().setStorageState(kept);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
};

/** Signs out, which ends the session: the next sign-in in this file goes through the page again. */
export const signOut = async (page: Page): Promise<void> => {
  signedIn.clear();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
};

/** The sidebar's labels in order; the collapsed rail names its links by aria-label, the open one by text. */
export const sidebarLabels = (page: Page): Promise<string[]> =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''));

/** An API session for set-up steps the UI would take many clicks for (e.g. minting a sign-in code). */
export const apiSignIn = async (role: Role): Promise<{ request: (method: string, path: string, body?: unknown) => Promise<Response> }> => {
  const origin = baseUrl();
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: demoEmail(role), password: demoPassword }),
  });
  if (!response.ok) throw new Error(`API sign-in as ${role} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return {
    request: (method, requestPath, body) =>
      fetch(`${origin}${requestPath}`, {
        method,
        headers: { origin, cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }),
  };
};
