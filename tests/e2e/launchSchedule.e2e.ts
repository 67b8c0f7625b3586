import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { isLaunchableDay, maxLaunchesPerDay } from '../../domain/launchSchedule/launchDateRules';
import { apiSignIn, demoPassword, fillSignInForm, signIn, useBrowser } from './browser';
import { getAsPage, postAsPage, toast, type SiteListAnswer } from './lists';

type SiteRow = SiteListAnswer['data'][number];

const today = dayjs().format('YYYY-MM-DD');
/** The Mantine date picker names each day 'D MMMM YYYY'. */
/** A picker day's name begins with its date; a day with launches adds ', n/7 launches' (issue 18). */
const dayLabel = (date: string) => dayjs(date).format('D MMMM YYYY');
const listDate = (date: string) => date.replaceAll('-', '');
const pretty = (date: string) => dayjs(date).format('MMM D, YYYY');

/**
 * Unscheduled sites a launch may be booked for, without a board card (the demo's cards are unknown
 * to the sandbox board, which would turn the notes toast into its board warning).
 */
const unscheduledSites = async ({ withBoardCards = false } = {}): Promise<SiteRow[]> => {
  const admin = await apiSignIn('admin');
  const answer = (await (
    await admin.request('GET', '/api/sites?perPage=100&label=In%20Design,Pre-Staging%20QA,Staged,Final%20QA')
  ).json()) as SiteListAnswer;
  return answer.data.filter((row) => row.scheduled_launch_date === null && (withBoardCards || !row.trello_card_id));
};

/** How many sites launch on each day from today on, as the server counts them. */
const launchCounts = async (): Promise<Map<string, number>> => {
  const admin = await apiSignIn('admin');
  const to = dayjs().add(300, 'day').format('YYYY-MM-DD');
  const days = (await (await admin.request('GET', `/api/launches/capacity?from=${today}&to=${to}`)).json()) as Array<{
    date: string;
    count: number;
  }>;
  return new Map(days.map((entry) => [entry.date, entry.count]));
};

/** Launchable days for a non-admin, from today on, with room left (fewer than `below` launches). */
const openDays = async (below: number): Promise<string[]> => {
  const counts = await launchCounts();
  const days: string[] = [];
  for (let offset = 1; days.length < 10; offset += 1) {
    const day = dayjs().add(offset, 'day').format('YYYY-MM-DD');
    if (isLaunchableDay(day, 'ae', today) && (counts.get(day) ?? 0) < below) days.push(day);
  }
  return days;
};

/** Opens the Schedule modal from the site page's side panel. */
const openScheduleModal = async (page: Page, site: SiteRow): Promise<Locator> => {
  await page.goto(`/sites/id/${site.id}`);
  await page.getByRole('main').getByRole('heading', { name: site.name }).waitFor();
  await page
    .getByRole('complementary', { name: 'Site summary' })
    .getByRole('button', { name: `Schedule ${site.name}` })
    .click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('form', { name: 'Schedule launch date' }).waitFor();
  return modal;
};

/** The picker's button for a day of the shown month, paging forward to that month first. */
const pickerDay = async (modal: Locator, date: string): Promise<Locator> => {
  const label = dayLabel(date);
  const day = modal.locator(`button:is([aria-label="${label}"], [aria-label^="${label},"]):not([data-outside])`);
  for (let page = 0; page < 12 && (await day.count()) === 0; page += 1) {
    await modal.locator('button[data-direction="next"]').first().click();
  }
  await day.waitFor();
  return day;
};

describe('launch scheduling and the 7-a-day cap', () => {
  const browser = useBrowser();

  it("an account executive schedules a launch on an allowed day: 'Site scheduled for launch!', the date on the site, the log", async () => {
    const { page } = browser;
    const [site] = await unscheduledSites();
    const [day] = await openDays(maxLaunchesPerDay);
    expect(site && day).toBeTruthy();

    await signIn(page, 'ae');
    const modal = await openScheduleModal(page, site!);
    // Today and the days too soon are greyed out for an account executive.
    await expect.poll(async () => (await pickerDay(modal, today)).isDisabled()).toBe(true);
    const target = await pickerDay(modal, day!);
    expect(await target.isDisabled()).toBe(false);
    await target.click();
    await modal.getByText(`Launch on ${pretty(day!)}`).waitFor();
    await modal.getByRole('button', { name: 'Schedule', exact: true }).click();
    await toast(page, 'Site scheduled for launch!').waitFor();
    await modal.waitFor({ state: 'hidden' });
    const panel = page.getByRole('complementary', { name: 'Site summary' });
    await panel.getByText(pretty(day!), { exact: true }).waitFor();
    expect(await getAsPage<SiteDetail>(page, `/api/sites/${site!.id}`)).toMatchObject({ scheduled_launch_date: listDate(day!) });
    await page
      .getByRole('main')
      .getByLabel('Recent updates')
      .getByText(`Launch scheduled for ${pretty(day!)}`)
      .waitFor();
  });

  it('a full day is greyed out for a second account executive and refused by the server; an admin still books it', async () => {
    const { page } = browser;
    const sites = await unscheduledSites({ withBoardCards: true });
    const days = await openDays(maxLaunchesPerDay);
    // A day later than the first journey's, filled to the cap through the API as an admin would.
    const fullDay = days[3]!;
    const admin = await apiSignIn('admin');
    const already = (await launchCounts()).get(fullDay) ?? 0;
    const fillers = sites.slice(0, maxLaunchesPerDay - already);
    for (const filler of fillers) {
      const answer = await admin.request('POST', `/api/sites/${filler.id}/updateLaunchDate`, { launchDate: fullDay });
      expect(answer.status, await answer.clone().text()).toBe(200);
    }
    expect((await launchCounts()).get(fullDay)).toBe(maxLaunchesPerDay);
    const site = sites[maxLaunchesPerDay]!;

    // Another account executive of the demo staff.
    const aes = (await (await admin.request('GET', '/api/aes')).json()) as Array<{ id: number; name: string }>;
    const secondAe = aes.find((person) => person.name !== 'Marcus Bell')!;
    await page.goto('/login');
    await fillSignInForm(page, `${secondAe.name.toLowerCase().replaceAll(/[^a-z]+/g, '.')}@example.com`, demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    const modal = await openScheduleModal(page, site);
    const full = await pickerDay(modal, fullDay);
    await expect.poll(() => full.isDisabled()).toBe(true);
    const refused = await postAsPage(page, `/api/sites/${site.id}/updateLaunchDate`, { launchDate: fullDay });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'Cannot be more than 7 launches on one day' });

    await page.context().clearCookies();
    await signIn(page, 'admin');
    const adminModal = await openScheduleModal(page, site);
    const open = await pickerDay(adminModal, fullDay);
    expect(await open.isDisabled()).toBe(false);
    await open.click();
    await adminModal.getByRole('button', { name: 'Schedule', exact: true }).click();
    await toast(page, 'Site scheduled for launch!').waitFor();
    expect(await getAsPage<SiteDetail>(page, `/api/sites/${site.id}`)).toMatchObject({ scheduled_launch_date: listDate(fullDay) });
    expect((await launchCounts()).get(fullDay)).toBe(maxLaunchesPerDay + 1);
  });
});

describe('notes, checklist and Recent Updates on the site page', () => {
  const browser = useBrowser();

  it('a designer adds a note and ticks a checklist item; each shows who and when, and Recent Updates lists both', async () => {
    const { page } = browser;
    const sites = await unscheduledSites();
    const site = sites.at(-1)!;
    await signIn(page, 'designer');
    const me = await getAsPage<{ name: string }>(page, '/api/me');
    const text = `Client sent the new logo, swapping it in (e2e ${Date.now()})`;

    await page.goto(`/sites/id/${site.id}/notes`);
    const form = page.getByRole('form', { name: 'Add a note' });
    await form.getByLabel('New note').fill(text);
    await form.getByRole('radio', { name: 'Design' }).check();
    await form.getByRole('button', { name: 'Add note' }).click();
    await toast(page, 'Note added').waitFor();
    const note = page.getByRole('main').locator('[data-testid^="note-"]').filter({ hasText: text });
    await note.getByText(me.name, { exact: true }).waitFor();
    await note.getByText(dayjs().format('MMM D, YYYY'), { exact: true }).waitFor();
    const notes = await getAsPage<Array<{ note: string; type: string; user_name: string }>>(page, `/api/notes?fhid=${site.id}`);
    expect(notes[0]).toMatchObject({ note: text, type: 'Design', user_name: me.name });

    await page.goto(`/sites/id/${site.id}/checklist`);
    const firstOpen = page
      .getByRole('main')
      .locator('[data-testid^="checklist-item-"]')
      .filter({ has: page.getByRole('checkbox', { checked: false, disabled: false }) })
      .first();
    await firstOpen.waitFor();
    const itemId = (await firstOpen.getAttribute('data-testid'))!;
    const row = page.getByTestId(itemId);
    const description = ((await row.locator('label').first().textContent()) ?? '').trim();
    expect(description).not.toBe('');
    await row.getByRole('checkbox').click();
    await row.getByText(`${me.name} · ${dayjs().format('MMM D, YYYY')}`).waitFor();
    await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true);

    const updates = page.getByRole('main').getByLabel('Recent updates');
    await page.reload();
    await updates.getByText('Design note added').waitFor();
    await updates.getByText(`Checked '${description}'`).waitFor();
    await updates.getByText(me.name).first().waitFor();
  });
});
