import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { apiSignIn, signIn, useBrowser } from './browser';
import { chooseOption, getAsPage, selectNamed, type SiteListAnswer, toast } from './lists';

/**
 * In Design sites, found the way a set-up script would. Taken from the end of the list: the other
 * journeys take theirs from the front, so a status changed here never moves a site they expect.
 */
const inDesignSites = async (): Promise<SiteListAnswer['data']> => {
  const admin = await apiSignIn('admin');
  const answer = (await (await admin.request('GET', '/api/sites?perPage=100&label=In%20Design')).json()) as SiteListAnswer;
  expect(answer.data.length).toBeGreaterThanOrEqual(3);
  return answer.data.slice(-3);
};

const openSite = async (page: Page, site: { id: number; name: string }) => {
  await page.goto(`/sites/id/${site.id}`);
  await page.getByRole('main').getByRole('heading', { name: site.name }).waitFor();
};

const recentUpdate = (page: Page, text: string) => page.getByRole('main').getByLabel('Recent updates').getByText(text, { exact: true });
const statusBadge = (page: Page, status: string) => page.getByRole('main').getByText(status, { exact: true }).first();

describe('status actions from the site header', () => {
  const browser = useBrowser();

  it("lets a designer submit an In Design site for review: toast, Pre-Staging QA badge, 'Submitted for review' in Recent Updates", async () => {
    const { page } = browser;
    const [site] = await inDesignSites();
    await signIn(page, 'designer');
    await openSite(page, site!);

    await page.getByRole('button', { name: 'Status' }).click();
    await page.getByRole('menuitem', { name: 'Submit for Review' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit for Review' });
    await confirm.getByText(`Submit ${site!.name} for review?`).waitFor();
    await confirm.getByRole('button', { name: 'Submit for Review' }).click();

    await toast(page, 'Site submitted for review!').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await statusBadge(page, 'Pre-Staging QA').waitFor();
    await recentUpdate(page, 'Submitted for review').waitFor();
    expect((await getAsPage<SiteDetail>(page, `/api/sites/${site!.id}`)).launcher_label).toBe('Pre-Staging QA');
    // Pre-Staging QA offers a designer nothing more to send.
    expect(await page.getByRole('button', { name: 'Status' }).count()).toBe(0);
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it("lets an admin set a status directly, logged as '(override)'", async () => {
    const { page } = browser;
    const [, site] = await inDesignSites();
    await signIn(page, 'admin');
    await openSite(page, site!);

    await page.getByRole('button', { name: 'Status' }).click();
    await page.getByRole('menuitem', { name: 'Change status…' }).click();
    const picker = page.getByRole('dialog', { name: 'Change status' });
    await chooseOption(page, selectNamed(picker, 'New status'), 'Waiting for Content');
    const confirm = page.getByRole('dialog', { name: 'Change status' });
    await confirm.getByText(`from In Design to Waiting for Content?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Change status' }).click();

    await toast(page, 'Status changed to Waiting for Content!').waitFor();
    await statusBadge(page, 'Waiting for Content').waitFor();
    await recentUpdate(page, 'Status changed from In Design to Waiting for Content (override)').waitFor();
    expect(browser.apiFailures).toEqual([]);
  });

  it('offers an sdr no Submit for Review (nor any status action)', async () => {
    const { page } = browser;
    const [, , site] = await inDesignSites();
    await signIn(page, 'sdr');
    await openSite(page, site!);
    await page.getByRole('main').getByLabel('Recent updates').waitFor();
    expect(await page.getByRole('button', { name: 'Status' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Submit for Review' }).count()).toBe(0);
  });
});
