import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { apiSignIn, signIn, useBrowser } from './browser';
import { chooseOption, getAsPage, listSettled, selectNamed, siteRow, toast, type SiteListAnswer } from './lists';

/** A site of that status nobody has logged a revision on yet, found the way a set-up script would. */
const siteWithoutRevisions = async (status: string, skip: number): Promise<SiteListAnswer['data'][number]> => {
  const admin = await apiSignIn('admin');
  const answer = (await (
    await admin.request('GET', `/api/sites?perPage=100&label=${encodeURIComponent(status)}`)
  ).json()) as SiteListAnswer;
  const candidates = answer.data.filter((row) => row.revisions_needed === 0 && row.verification_needed === 0);
  expect(candidates.length).toBeGreaterThan(skip);
  return candidates[skip]!;
};

/** The revisions badge of a site's row on All Sites (searched by id), or null when it shows none. */
const badgeOnAllSites = async (page: Page, site: { id: number; name: string }): Promise<string | null> => {
  await page.goto(`/sites?query=${site.id}`);
  await listSettled(page);
  const row = siteRow(page, site.name);
  await row.waitFor();
  const badge = row.getByRole('link', { name: /change\(s\)/ });
  return (await badge.count()) === 0 ? null : await badge.getAttribute('aria-label');
};

describe('revisions: logged by QA, fixed by the designer, verified by QA', () => {
  const browser = useBrowser();

  it("moves the All Sites badge from red 'needed' to blue 'needing verification' to gone", async () => {
    const { page } = browser;
    const site = await siteWithoutRevisions('Pre-Staging QA', 0);
    const issue = `Footer phone number is wrong on the contact page (e2e ${Date.now()})`;

    // Care logs a revision on the site's Revisions tab.
    await signIn(page, 'care');
    await page.goto(`/sites/id/${site.id}/qa`);
    const form = page.getByRole('form', { name: 'Log a revision' });
    await form.getByLabel('Issue').fill(issue);
    await chooseOption(page, selectNamed(form, 'Severity'), 'High');
    // QA's default status is the site's own when it is in a QA step.
    await expect.poll(() => selectNamed(form, 'Status').inputValue()).toBe('Pre-Staging QA');
    await form.getByRole('button', { name: 'Log revision' }).click();
    const card = page.getByRole('main').locator('[data-testid^="revision-"]').filter({ hasText: issue });
    await card.getByText('Waiting for designer').waitFor();
    await card.getByText('High', { exact: true }).waitFor();
    await expect.poll(() => form.getByLabel('Issue').inputValue()).toBe('');
    const stored = await getAsPage<Array<{ issue: string; fixed: boolean; verified: boolean; severity: string; status: string }>>(
      page,
      `/api/siteRevisions?fhid=${site.id}`,
    );
    expect(stored.find((revision) => revision.issue === issue)).toMatchObject({ fixed: false, severity: 'High', status: 'Pre-Staging QA' });

    // All Sites: a red badge with one change needed, which opens the Revisions tab.
    expect(await badgeOnAllSites(page, site)).toBe('1 change(s) needed');
    await siteRow(page, site.name).getByRole('link', { name: '1 change(s) needed' }).click();
    await page.waitForURL((url) => url.pathname === `/sites/id/${site.id}/qa`);
    await page.getByRole('main').getByText(issue).waitFor();

    // The designer marks it fixed: now it waits for verification.
    await page.context().clearCookies();
    await signIn(page, 'designer');
    await page.goto(`/sites/id/${site.id}/qa`);
    const designerCard = page.getByRole('main').locator('[data-testid^="revision-"]').filter({ hasText: issue });
    expect(await designerCard.getByRole('checkbox', { name: 'Verified' }).count()).toBe(0);
    // The box follows the server's answer, not the click: click, then read what it says.
    await designerCard.getByRole('checkbox', { name: 'Fixed' }).click();
    await designerCard.getByText('Waiting for verification').waitFor();
    await expect.poll(() => designerCard.getByRole('checkbox', { name: 'Fixed' }).isChecked()).toBe(true);
    expect(await badgeOnAllSites(page, site)).toBe('1 change(s) needing verification');

    // Care verifies: nothing left, no badge.
    await page.context().clearCookies();
    await signIn(page, 'care');
    await page.goto(`/sites/id/${site.id}/qa`);
    const careCard = page.getByRole('main').locator('[data-testid^="revision-"]').filter({ hasText: issue });
    await careCard.getByRole('checkbox', { name: 'Verified' }).click();
    await expect.poll(() => careCard.getByRole('checkbox', { name: 'Verified' }).isChecked()).toBe(true);
    await expect.poll(async () => (await getAsPage<SiteDetail>(page, `/api/sites/${site.id}`)).verification_needed).toBe(0);
    expect(await badgeOnAllSites(page, site)).toBeNull();
    expect(browser.apiFailures).toEqual([]);
  });

  it("reads an unfixed revision that care marked verified as 'Waiting for designer', not completed (decision 0535)", async () => {
    const { page } = browser;
    const site = await siteWithoutRevisions('Pre-Staging QA', 1);
    const issue = `Logo is blurry on phones (e2e ${Date.now()})`;
    await signIn(page, 'care');
    await page.goto(`/sites/id/${site.id}/qa`);
    const form = page.getByRole('form', { name: 'Log a revision' });
    await form.getByLabel('Issue').fill(issue);
    await form.getByRole('button', { name: 'Log revision' }).click();
    const card = page.getByRole('main').locator('[data-testid^="revision-"]').filter({ hasText: issue });
    await card.getByText('Waiting for designer').waitFor();
    await card.getByRole('checkbox', { name: 'Verified' }).click();
    await expect.poll(() => card.getByRole('checkbox', { name: 'Verified' }).isChecked()).toBe(true);
    // Verified but not fixed: the designer still has the work, and go-live still waits for it.
    await card.getByText('Waiting for designer').waitFor();
    expect(await card.getByText('Completed').count()).toBe(0);
    expect(await badgeOnAllSites(page, site)).toBe('1 change(s) needed');
    expect(browser.apiFailures).toEqual([]);
  });
});

describe('the site page', () => {
  const browser = useBrowser();

  it('shows the header buttons each role may use: a designer may create the builder project, an sdr may not even view pages', async () => {
    const { page } = browser;
    const admin = await apiSignIn('admin');
    const waiting = (await (await admin.request('GET', '/api/sites?perPage=100&label=Ready%20for%20Design')).json()) as SiteListAnswer;
    const site = waiting.data.find((row) => !row.duda_id && !row.hosted_obit_site && row.trello_card_id)!;
    expect(site).toBeDefined();

    await signIn(page, 'designer');
    await page.goto(`/sites/id/${site.id}`);
    const header = page.getByRole('main');
    await header.getByRole('heading', { name: site.name }).waitFor();
    await expect.poll(() => page.title()).toBe(`${site.id} ${site.name} | Website Admin`);
    await header.getByRole('link', { name: 'Open Trello' }).waitFor();
    await header.getByRole('link', { name: 'View Pages' }).waitFor();
    await header.getByRole('link', { name: 'Create Duda Project' }).waitFor();
    expect(await header.getByRole('button', { name: 'Stage Site' }).count()).toBe(0);

    await page.context().clearCookies();
    await signIn(page, 'sdr');
    await page.goto(`/sites/id/${site.id}`);
    await header.getByRole('heading', { name: site.name }).waitFor();
    await header.getByRole('link', { name: 'Open Trello' }).waitFor();
    expect(await header.getByRole('link', { name: 'View Pages' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Create Duda Project' }).count()).toBe(0);
  });

  it("lets an account executive change the provider on Details, with the toast 'Provider updated'", async () => {
    const { page } = browser;
    const site = await siteWithoutRevisions('In Design', 1);
    await signIn(page, 'ae');
    await page.goto(`/sites/id/${site.id}`);
    await page.getByRole('main').getByRole('heading', { name: site.name }).waitFor();
    const providers = await getAsPage<Array<{ id: number; name: string }>>(page, '/api/providers');
    const next = providers.find((provider) => provider.name !== site.provider)!;

    await page.getByRole('button', { name: 'Edit Provider' }).click();
    await chooseOption(page, selectNamed(page.getByRole('main'), 'Provider'), next.name);
    await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Provider updated').waitFor();
    await page.getByRole('button', { name: 'Edit Provider' }).waitFor();
    expect((await getAsPage<SiteDetail>(page, `/api/sites/${site.id}`)).provider).toBe(next.name);
    await page.reload();
    await page.getByRole('main').getByText(next.name, { exact: true }).first().waitFor();
  });

  it("says 'Site not found' for an id no site has", async () => {
    const { page } = browser;
    await signIn(page, 'care');
    await page.goto('/sites/id/987654');
    await page.getByRole('heading', { name: 'Site not found' }).waitFor();
    await page.getByText('There is no site with the id 987654.').waitFor();
    await page.getByRole('link', { name: 'Back to All Sites' }).click();
    await page.waitForURL((url) => url.pathname === '/sites');
  });

  it('drops ?created=1 from the address after the welcome', async () => {
    const { page } = browser;
    const site = await siteWithoutRevisions('In Design', 2);
    await signIn(page, 'designer');
    await page.goto(`/sites/id/${site.id}?created=1`);
    await page.getByRole('main').getByRole('heading', { name: site.name }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('created')).toBe(false);
    expect(new URL(page.url()).pathname).toBe(`/sites/id/${site.id}`);
  });
});
