import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousA11yFindings } from './accessibility';
import { demoEmail, demoPassword, fillSignInForm, signIn, useBrowser } from './browser';
import { chooseOption, getAsPage, type SiteListAnswer, toast } from './lists';
import { phoneViewport, sidewaysScroll } from './phone';

/**
 * The e2e server behind a TCP proxy of this test's own: stopping the proxy is, to the browser, the
 * server going away (its connections dropped, new ones refused), and starting it again on the same
 * port is the server coming back. The suite's one server keeps running for the other files.
 */
const serverSwitch = async (target: URL) => {
  const connections = new Set<Socket>();
  let listener: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          connections.add(socket);
          socket.on('close', () => connections.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        listener = server;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!listener) return resolve();
      listener.close(() => resolve());
      listener = undefined;
      for (const socket of connections) socket.destroy();
    });
  await start();
  return { url: (path: string) => `http://127.0.0.1:${port}${path}`, start, stop };
};

type ServerSwitch = Awaited<ReturnType<typeof serverSwitch>>;

const signInThrough = async (page: Page, server: ServerSwitch) => {
  await page.goto(server.url('/login'));
  await fillSignInForm(page, demoEmail('admin'), demoPassword);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
};

/** A mark on the open document: a full page load (a reload, the browser's own error page) wipes it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { openedBeforeTheOutage: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'openedBeforeTheOutage' in window);

describe('working through an outage', () => {
  const browser = useBrowser();
  let server: ServerSwitch;

  beforeEach(async () => {
    server = await serverSwitch(new URL(inject('baseUrl')));
  });
  afterEach(() => server.stop());

  it("says 'Reconnecting…' while the server is away, and the open page comes back by itself", async () => {
    const { page } = browser;
    await signInThrough(page, server);
    await page.goto(server.url('/sites'));
    await page.getByRole('heading', { name: 'All Sites', level: 1 }).waitFor();
    const rows = page.getByRole('main').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await markDocument(page);
    const reconnecting = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
    expect(await reconnecting.count()).toBe(0);

    // The list listens for live changes, so the dropped socket shows at once.
    await server.stop();
    await reconnecting.waitFor();

    // A press on a screen whose code had not loaded: the app and the banner stay.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox', exact: true }).click();
    await reconnecting.waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(await page.getByRole('heading', { name: 'A new version is available' }).count()).toBe(0);

    // Back: the banner goes, the screen's code and data arrive, nobody clicks. Chromium keeps a code
    // file that failed to load as failed for the page's life, so the page reloads itself for it
    // once the server answers and has the file (decision 0642).
    await server.start();
    await reconnecting.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    await page
      .getByText('No messages yet.')
      .or(page.getByRole('columnheader', { name: 'Subject' }))
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/outbox');
    expect(await page.getByRole('heading', { name: 'A new version is available' }).count()).toBe(0);
    await markDocument(page);

    // A screen whose read failed during an outage reads again when the server is back.
    await server.stop();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Sites', exact: true }).click();
    await page.getByText('The sites could not be loaded.').waitFor();
    await reconnecting.waitFor();
    await server.start();
    await reconnecting.waitFor({ state: 'detached' });
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    expect(await page.getByText('The sites could not be loaded.').count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
  });

  it("fits 'Reconnecting…' on a phone, and a screen opened from the menu during the outage arrives by itself", async () => {
    const { page } = browser;
    await page.setViewportSize(phoneViewport);
    await signInThrough(page, server);
    await page.goto(server.url('/sites'));
    await page.getByRole('heading', { name: 'All Sites', level: 1 }).waitFor();
    // A phone shows the list as cards.
    await page.getByRole('main').getByRole('list', { name: 'Sites' }).getByRole('listitem').first().waitFor();
    await markDocument(page);
    const reconnecting = page.getByRole('status').filter({ hasText: 'Reconnecting…' });

    await server.stop();
    await reconnecting.waitFor();
    await page.screenshot({ path: path.join(tmpdir(), 'offline-reconnecting-390x844.png') });
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousA11yFindings(page)).toEqual([]);

    // The menu of a phone: its Outbox entry, whose code has not loaded.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Outbox', exact: true }).click();
    await reconnecting.waitFor();
    expect(await sameDocument(page)).toBe(true);

    await server.start();
    await reconnecting.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/outbox');
    expect(await page.getByRole('heading', { name: 'A new version is available' }).count()).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
  });

  it('keeps a note being typed through an expired session, offers it back after signing in, and forgets it once saved', async () => {
    const { page } = browser;
    await signIn(page, 'designer');
    const [site] = (await getAsPage<SiteListAnswer>(page, '/api/sites?page=1')).data;
    const text = `Family wants the chapel photo first (e2e ${Date.now()})`;
    await page.goto(`/sites/id/${site!.id}/notes`);
    const form = page.getByRole('form', { name: 'Add a note' });
    await form.getByLabel('New note').fill(text);

    // The session ends while the note is typed: the save meets a 401 and the app asks to sign in.
    await page.context().clearCookies();
    await form.getByRole('button', { name: 'Add note' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillSignInForm(page, demoEmail('designer'), demoPassword);
    await page.waitForURL((url) => url.pathname === `/sites/id/${site!.id}/notes`);

    await expect.poll(() => form.getByLabel('New note').inputValue()).toBe(text);
    await page.getByText('Unsaved text restored.').waitFor();
    // A reload offers it back too.
    await page.reload();
    await expect.poll(() => form.getByLabel('New note').inputValue()).toBe(text);

    await form.getByRole('button', { name: 'Add note' }).click();
    await toast(page, 'Note added').waitFor();
    await page.getByRole('main').locator('[data-testid^="note-"]').filter({ hasText: text }).waitFor();
    await page.reload();
    await page.getByRole('main').locator('[data-testid^="note-"]').filter({ hasText: text }).waitFor();
    expect(await form.getByLabel('New note').inputValue()).toBe('');
    expect(await page.getByText('Unsaved text restored.').count()).toBe(0);
  });
});

describe('a form being filled in when the session expires', () => {
  const browser = useBrowser();

  it('keeps the New Website wizard through an expired session and a reload, offers it back, and forgets it when discarded', async () => {
    const { page } = browser;
    await signIn(page, 'sdr');
    await page.goto('/intake');
    await page.getByRole('heading', { level: 1, name: 'New Website' }).waitFor();
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    const name = `Draft Chapel (e2e ${Date.now()})`;
    await field('Funeral Home Name').fill(name);
    await field('Website').fill('https://draft-chapel.example');
    await chooseOption(page, page.getByLabel(/^Provider( \*)?$/).and(page.locator('input')), 'WebPro');
    await field('Contact Phone').fill('555-0199');
    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add location' });
    for (const [label, value] of Object.entries({ Name: 'Main Chapel', Address: '1 Draft Way', City: 'Dover', State: 'DE', Zip: '19901' }))
      await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The session ends while the wizard is filled in: the next page load asks to sign in.
    await page.context().clearCookies();
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillSignInForm(page, demoEmail('sdr'), demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/intake');

    const restored = page.getByText('Unsaved text restored.');
    await restored.waitFor();
    await expect.poll(() => field('Funeral Home Name').inputValue()).toBe(name);
    expect(await field('Website').inputValue()).toBe('https://draft-chapel.example');
    expect(await field('Contact Phone').inputValue()).toBe('555-0199');
    const provider = page.getByLabel(/^Provider( \*)?$/).and(page.locator('input'));
    await expect.poll(() => provider.inputValue()).toBe('WebPro');
    await page.getByRole('table', { name: 'Locations' }).getByText('Main Chapel').waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);

    // A reload offers it back too.
    await page.reload();
    await restored.waitFor();
    await expect.poll(() => field('Funeral Home Name').inputValue()).toBe(name);

    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await field('Funeral Home Name').inputValue()).toBe('');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Funeral Home Details' }).waitFor();
    expect(await field('Funeral Home Name').inputValue()).toBe('');
    expect(await restored.count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});
