import { describe, expect, inject, it } from 'vitest';
import type { ScrapeTaskList } from '../../domain/api/scrapeTasks.schema';
import { fixtureObituary } from '../api/scrapeFixtures/fixtureObituaries';
import { obituaryPage, obituaryPath } from '../api/scrapeFixtures/fixturePages';
import { startFixtureSite } from '../api/scrapeFixtures/fixtureSite';
import { apiSignIn, signIn, useBrowser } from './browser';
import { demoSiteNamed } from './demoSites';
import { chooseOption, selectNamed, type SiteListAnswer, toast } from './lists';

describe('scrape tasks', () => {
  const browser = useBrowser();

  it('an admin starts a scrape of an old site, watches its records arrive, sees SUCCESS on /scrapes and the records on the Scrape tab', async () => {
    const { page } = browser;
    const admin = await apiSignIn('admin');
    const sites = (await (await admin.request('GET', '/api/sites?perPage=5')).json()) as SiteListAnswer;
    const { id, name } = sites.data[0]!;
    const organizationId = `e2e-${Date.now()}`;
    const names = Array.from({ length: 6 }, (_, index) => fixtureObituary(index).name);

    // The old site, on the loopback port the server may scrape: its first obituary answers only once the admin watches the stream.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const heldPath = obituaryPath('generic', fixtureObituary(0));
    const host = inject('scrapeFixtureHost');
    const oldSite = await startFixtureSite({
      family: 'generic',
      pages: 2,
      perPage: 3,
      port: Number(host.split(':')[1]),
      routes: {
        [heldPath]: async (_request, response) => {
          await released;
          response.writeHead(200, { 'content-type': 'text/html' }).end(obituaryPage('generic', fixtureObituary(0)));
        },
      },
    });
    try {
      // The server acknowledges each live subscription: the stream is listening once it has said so.
      const subscribed: string[] = [];
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const message = JSON.parse(String(payload)) as { type?: string; channel?: string };
          if (message.type === 'subscribed' && message.channel) subscribed.push(message.channel);
        }),
      );

      await signIn(page, 'admin');
      await page.goto(`/sites/id/${id}/scrape`);
      const form = page.getByRole('form', { name: 'Start a scrape' });
      await form.getByLabel('Organization ID').fill(organizationId);
      await form.getByLabel('URL').fill(`http://www.${host}/`);
      await chooseOption(page, selectNamed(form, 'Provider'), 'Other');
      await form.getByRole('button', { name: 'Start Scrape' }).click();
      await toast(page, 'Job started!').waitFor();
      const taskId = ((await form.getByText(/^Started task /).textContent()) ?? '').replace('Started task ', '');
      expect(taskId).toMatch(/^[0-9a-f-]{36}$/);

      // Running: the scraper waits on the first obituary. The site's own task list shows it with Watch Stream.
      await expect.poll(() => oldSite.requests.some((request) => request.path === heldPath), { timeout: 30_000 }).toBe(true);
      await page.reload();
      const siteTasks = page.getByRole('region', { name: 'Site scrape tasks' });
      const running = siteTasks.getByTestId(`task-${taskId}`);
      await running.getByText('STARTED', { exact: true }).waitFor();
      await running.getByRole('button', { name: 'Watch Stream' }).click();
      const stream = page.getByRole('dialog', { name: 'Obituary Stream' });
      const log = stream.getByRole('log', { name: 'Obituary Stream' });
      await log.getByText('Obituary Stream...').waitFor();
      await expect.poll(() => subscribed).toContain(`records:${organizationId}`);

      release();
      await expect.poll(() => log.getByRole('link').allTextContents(), { timeout: 30_000 }).toEqual(names);
      expect(await log.getByRole('link', { name: names[0] }).getAttribute('target')).toBe('_blank');
      await page.keyboard.press('Escape');
      await stream.waitFor({ state: 'hidden' });

      // Finished: the Scrape Tasks tab of /scrapes shows it SUCCESS, its result the six records.
      const statusOf = async () => {
        const list = (await (await admin.request('GET', `/api/scrapiTasks?searchString=${organizationId}`)).json()) as ScrapeTaskList;
        return list.data.find((task) => task._id === taskId)?.status;
      };
      await expect.poll(statusOf, { timeout: 30_000 }).toBe('SUCCESS');
      await page.goto('/scrapes');
      await page.getByRole('tab', { name: 'Scrape Tasks', selected: true }).waitFor();
      await page.getByRole('textbox', { name: 'Search tasks' }).fill(organizationId);
      const done = page.getByTestId(`task-${taskId}`);
      await done.getByText('SUCCESS', { exact: true }).waitFor();
      await done.getByRole('button', { name: 'View Result' }).click();
      await page
        .getByRole('dialog', { name: 'Result' })
        .getByText(/"recordsSaved": 6/)
        .waitFor();
      await page.keyboard.press('Escape');

      // The site's Scrape tab: the task SUCCESS and its six records, newest first on the first page.
      await page.goto(`/sites/id/${id}/scrape`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page
        .getByRole('region', { name: 'Site scrape tasks' })
        .getByTestId(`task-${taskId}`)
        .getByText('SUCCESS', { exact: true })
        .waitFor();
      const records = page.getByRole('table', { name: 'Records' });
      for (const recordName of names) await records.getByText(recordName, { exact: true }).waitFor();
      expect(browser.pageErrors).toEqual([]);
    } finally {
      release();
      await oldSite.close();
    }
  });

  it('keeps a filtered task list and its tab in the address, so a reload shows the same list', async () => {
    const { page } = browser;
    const admin = await apiSignIn('admin');
    const sites = (await (await admin.request('GET', '/api/sites?perPage=5')).json()) as SiteListAnswer;
    const { id } = sites.data[0]!;
    // Two tasks of one organisation, scheduled for tomorrow so that neither runs; one is revoked.
    const organizationId = `e2e-filter-${Date.now()}`;
    const scheduledTime = new Date(Date.now() + 86_400_000).toISOString();
    const startTask = async () => {
      const response = await admin.request('POST', '/api/scrapiTasks/startScrape', {
        organizationId,
        legacyFhid: id,
        url: 'https://www.old-home.example/',
        provider: 'CFS',
        scheduledTime,
      });
      return ((await response.json()) as { taskId: string }).taskId;
    };
    const revokedId = await startTask();
    const waitingId = await startTask();
    expect((await admin.request('POST', '/api/scrapiTasks/killTask', { taskId: revokedId })).status).toBe(200);

    await signIn(page, 'admin');
    await page.goto('/scrapes');
    await page.getByRole('tab', { name: 'Scrape Tasks', selected: true }).waitFor();
    await page.getByRole('textbox', { name: 'Search tasks' }).fill(organizationId);
    // The search reaches the address 300 ms after the last keystroke (part 2 §2.10); the newest tasks show before it does.
    await page.waitForURL((url) => url.searchParams.get('search') === organizationId);
    await page.getByTestId(`task-${waitingId}`).waitFor();
    await chooseOption(page, selectNamed(page, 'Status'), 'REVOKED');
    await page.getByTestId(`task-${waitingId}`).waitFor({ state: 'detached' });
    await page.getByTestId(`task-${revokedId}`).getByText('REVOKED', { exact: true }).waitFor();
    const address = new URL(page.url());
    expect(address.pathname).toBe('/scrapes');
    expect(Object.fromEntries(address.searchParams)).toMatchObject({ search: organizationId, status: 'REVOKED' });

    // A reload (or the link) shows the same filtered list.
    await page.reload();
    await page.getByTestId(`task-${revokedId}`).getByText('REVOKED', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Search tasks' }).inputValue()).toBe(organizationId);
    expect(await selectNamed(page, 'Status').inputValue()).toBe('REVOKED');
    expect(await page.getByTestId(`task-${waitingId}`).count()).toBe(0);

    // The tab is in the address too; going back to the tasks finds the filters where they were.
    await page.getByRole('tab', { name: 'Scrape Requests' }).click();
    await page.getByRole('tab', { name: 'Scrape Requests', selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('requests');
    await page.reload();
    await page.getByRole('tab', { name: 'Scrape Requests', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Scrape Tasks' }).click();
    await page.getByTestId(`task-${revokedId}`).getByText('REVOKED', { exact: true }).waitFor();

    // At 1440x900, with the sidebar open, every column header shows whole (issue 33: 'End Pag').
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    const region = page.getByRole('region', { name: 'Scrape tasks' });
    await expect.poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const visible = await region.boundingBox();
    for (const header of ['End Page', 'Actions']) {
      const box = await page.getByRole('columnheader', { name: header }).boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0), header).toBeLessThanOrEqual((visible?.x ?? 0) + (visible?.width ?? 0));
    }

    // A search that finds nothing says so, and how to see every task.
    await page.getByRole('textbox', { name: 'Search tasks' }).fill(`${organizationId}-none`);
    await page.getByText('No scrape tasks match the search and filters. Clear filters to see every task.').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
  it("shows the start form once, on the Scrape tab (the Actions tile links there), and 'Missing Provider' marks the Provider field", async () => {
    const { page } = browser;
    const site = await demoSiteNamed('Morrison Mortuary');
    await signIn(page, 'admin');
    await page.goto(`/sites/id/${site.id}/actions`);
    await page.getByRole('heading', { name: 'Obituary Scrape' }).waitFor();
    expect(await page.getByRole('form', { name: 'Start a scrape' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Start a scrape on the Scrape tab' }).click();
    await page.waitForURL((url) => url.pathname === `/sites/id/${site.id}/scrape`);
    const form = page.getByRole('form', { name: 'Start a scrape' });
    await form.waitFor();
    expect(await page.getByRole('form', { name: 'Start a scrape' }).count()).toBe(1);
    await form.getByRole('textbox', { name: 'Organization ID' }).fill('org-marked');
    await form.getByRole('textbox', { name: 'URL' }).fill('old-morrison.example');
    await form.getByRole('button', { name: 'Start Scrape' }).click();
    await form.getByRole('alert').getByText('Missing Provider', { exact: true }).waitFor();
    const provider = selectNamed(form, 'Provider');
    expect(await provider.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('textbox', { name: 'URL' }).getAttribute('aria-invalid')).not.toBe('true');
    // Choosing one takes the mark away with the message.
    await chooseOption(page, provider, 'CFS');
    await expect.poll(() => provider.getAttribute('aria-invalid')).not.toBe('true');
    expect(await form.getByRole('alert').count()).toBe(0);
  });
});
