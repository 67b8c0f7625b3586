import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import type { LogEntry } from '../../domain/api/log.schema';
import { goLiveCheckNames } from '../../domain/goLive/goLiveChecks';
import { launchSteps } from '../../domain/goLive/launchSteps';
import { demoShowcase } from '../../server/db/seed/demoShowcase';
import { apiSignIn, signIn, useBrowser } from './browser';
import { demoSiteNamed } from './demoSites';
import { chooseOption, getAsPage, type SiteListAnswer, selectNamed } from './lists';

/** Opens a site's Go Live panel as the launch specialist and waits until no check is still loading. */
const openGoLive = async (page: Page, siteId: number) => {
  await signIn(page, 'launch');
  await page.goto(`/sites/id/${siteId}`);
  await page.getByRole('button', { name: 'Go Live' }).click();
  const dialog = page.getByRole('dialog', { name: 'Go Live' });
  const checks = dialog.getByRole('list', { name: 'Go-live checks' }).locator('li[data-testid^="check-"]');
  await expect.poll(() => checks.count()).toBe(goLiveCheckNames.length);
  await expect
    .poll(() => checks.evaluateAll((rows) => rows.filter((row) => row.getAttribute('data-status') === 'loading').length), {
      timeout: 30_000,
    })
    .toBe(0);
  return { dialog, checks };
};

/** The messages of 'launch_event's on a launch channel that reach the page's socket, in arrival order. */
const launchEventsReceived = (page: Page): (() => string[]) => {
  const messages: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { channel: string; type: string; payload: { message?: string } };
      if (frame.type === 'launch_event' && frame.channel.startsWith('launch:') && frame.payload.message)
        messages.push(frame.payload.message);
    });
  });
  return () => [...messages];
};

/**
 * Runs in the page: records, as the DOM changes, which Full Send step the stepper shows running
 * ('all complete' once every step is), keeping each change once, into window.stepperSeen.
 */
const recordStepperProgress = () => {
  const seen: string[] = [];
  (window as unknown as { stepperSeen: string[] }).stepperSeen = seen;
  const record = () => {
    const stepper = document.querySelector('[aria-label="Full Send progress"]');
    if (!stepper) return;
    const steps = [...stepper.querySelectorAll('.mantine-Stepper-step')];
    const running = steps.find((step) => step.hasAttribute('data-progress'))?.querySelector('.mantine-Stepper-stepLabel')?.textContent;
    const now = steps.length > 0 && steps.every((step) => step.hasAttribute('data-completed')) ? 'all complete' : running;
    if (now && seen.at(-1) !== now) seen.push(now);
  };
  new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
};

const statuses = (checks: ReturnType<Page['locator']>) =>
  checks.evaluateAll((rows) => rows.map((row) => `${row.getAttribute('data-testid')}=${row.getAttribute('data-status')}`));

describe('go-live from the demo data', () => {
  const browser = useBrowser();

  it("the launch specialist Full Sends 'Ready Launch Funeral Home': 13 checks pass, the steps arrive live, the site is Live once", async () => {
    const { page } = browser;
    const site = await demoSiteNamed(demoShowcase.fullSend.name);
    const stepsOverTheSocket = launchEventsReceived(page);
    const { dialog, checks } = await openGoLive(page, site.id);
    expect(await statuses(checks)).toEqual(goLiveCheckNames.map((name) => `check-${name}=passed`));

    await page.evaluate(recordStepperProgress);
    await dialog.getByRole('button', { name: 'Full Send' }).click();
    await dialog.getByText('Launching…').waitFor();
    await dialog.getByRole('heading', { name: 'Your new site is live!' }).waitFor({ timeout: 50_000 });

    // The steps came over the live channel one by one, in the job's order, and the stepper showed
    // them in that order while the job ran: 'Waiting for DNS' (3 s in the sandbox) is always
    // seen running; quicker steps may land in one render. The socket subscribes once Full Send
    // answers, so the first steps may be read from the launch instead of heard.
    const heard = stepsOverTheSocket();
    expect(heard).toEqual(launchSteps.filter((step) => heard.includes(step)));
    expect(heard).toEqual(expect.arrayContaining(['Waiting for DNS', 'Checking the live site', 'Updating the board', 'Done']));
    const shown = await page.evaluate(() => (window as unknown as { stepperSeen: string[] }).stepperSeen);
    expect(shown.at(-1)).toBe('all complete');
    const running = shown.slice(0, -1);
    expect(running).toEqual(launchSteps.filter((step) => running.includes(step)));
    expect(running).toContain('Waiting for DNS');

    const checkItOut = dialog.getByRole('link', { name: 'Check it out!' });
    const href = await checkItOut.getAttribute('href');
    expect(href).toBe(`/sandbox/live/${demoShowcase.fullSend.apex}`);
    expect((await page.request.get(href!)).status()).toBe(200);

    expect((await getAsPage<SiteDetail>(page, `/api/sites/${site.id}`)).launcher_label).toBe('Live');
    const goLiveLog = await getAsPage<LogEntry[]>(page, `/api/log/${site.id}?logType=GO_LIVE`);
    expect(goLiveLog.filter((entry) => entry.message === 'Site live')).toHaveLength(1);
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  }, 90_000);

  it('a site that fails a check shows what is missing and offers no Full Send', async () => {
    const { page } = browser;
    const admin = await apiSignIn('admin');
    const approved = (await (await admin.request('GET', '/api/sites?perPage=10&label=Approved')).json()) as SiteListAnswer;
    const site = approved.data[0]!;
    const { dialog, checks } = await openGoLive(page, site.id);

    const failed = checks.and(page.locator('[data-status="failed"]'));
    expect(await failed.count()).toBeGreaterThan(0);
    // Every failed check names at least one missing thing.
    for (const row of await failed.all()) expect(await row.getByRole('listitem').count()).toBeGreaterThan(0);
    await dialog.getByText('Not ready to go live').waitFor();
    expect(await dialog.getByRole('button', { name: 'Full Send' }).count()).toBe(0);
  });

  it("'Manual DNS Funeral Home' sends DNS instructions to another address, and the message is in the outbox", async () => {
    const { page } = browser;
    const site = await demoSiteNamed(demoShowcase.manualDns.name);
    const { dialog, checks } = await openGoLive(page, site.id);
    expect(await statuses(checks)).toEqual(goLiveCheckNames.map((name) => `check-${name}=passed`));
    expect(await dialog.getByRole('button', { name: 'Full Send' }).count()).toBe(0);

    const recipient = `dns-${Date.now()}@it.example`;
    await dialog.getByRole('radio', { name: 'The funeral home or its IT' }).check();
    await chooseOption(page, selectNamed(dialog, 'Send the instructions to'), 'Other');
    await dialog.getByLabel('E-mail address').fill(recipient);
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await dialog.getByText('Instructions Sent To...').waitFor();
    await dialog.getByText(recipient).waitFor();

    await page.context().clearCookies();
    await signIn(page, 'admin');
    await page.goto('/outbox');
    await page.getByRole('main').getByRole('row').filter({ hasText: recipient }).waitFor();
    expect(browser.apiFailures).toEqual([]);
  });
});
