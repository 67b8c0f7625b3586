import { describe, expect, it } from 'vitest';
import type { ScrapeRequestList } from '../../domain/api/scrapeRequests.schema';
import { scrapeFinishedItemId } from '../../domain/siteChecklist/checklistItemIds';
import { apiSignIn, signIn, signOut, useBrowser } from './browser';
import { readsList, selectNamed, siteRow, toast, type SiteListAnswer } from './lists';

/** Part 2 §9: the Scrape Requests tab shows 20 requests a page. */
const perPage = 20;

describe('scrape requests', () => {
  const browser = useBrowser();

  it('a designer requests a scrape from the site list, and a launch specialist marks it complete on /scrapes', async () => {
    const { page } = browser;
    const admin = await apiSignIn('admin');
    const candidates = (await (await admin.request('GET', '/api/sites?perPage=50&label=In%20Design')).json()) as SiteListAnswer;
    // A finished scrape (item 190, ticked by the scrape-task journey) outranks a request on the row's icon.
    const site = candidates.data.find((row) => !row.scrape_requested && !row.site_checklist_ids.includes(scrapeFinishedItemId));
    expect(site, 'an In Design site without an open scrape request or a finished scrape').toBeTruthy();
    const { id, name } = site!;
    const note = `Testimonials are on the old site's /reviews page (journey ${Date.now()})`;

    // The designer finds the site by its id and asks for a testimonials scrape.
    await signIn(page, 'designer');
    await readsList(page, () => page.goto(`/sites?query=${id}`));
    await siteRow(page, name)
      .getByRole('button', { name: `Request scrape for ${name}` })
      .click();
    const modal = page.getByRole('dialog', { name: `Request Scrape for ${name}` });
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.getByText("Missing 'Scrape Type'").waitFor();
    // Obituaries are for admin only (decisions.md §2): a designer is offered the other three.
    await selectNamed(modal, 'Scrape Type').click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Testimonials', 'Merchandise', 'Blogs']);
    await page.getByRole('option', { name: 'Testimonials', exact: true }).click();
    await modal.getByLabel('Note').fill(note);
    await modal.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Scrape request submitted successfully').waitFor();
    await modal.waitFor({ state: 'hidden' });
    // The row's Scrape Info icon now says a scrape is requested.
    await siteRow(page, name).getByRole('img', { name: 'Scrape: requested' }).waitFor();

    const open = (await (await admin.request('GET', '/api/scrapeRequests?perPage=100&status=open')).json()) as ScrapeRequestList;
    const lastPage = Math.ceil(open.totalRequests / perPage);
    const all = (await (await admin.request('GET', `/api/scrapeRequests?perPage=${perPage}&page=${lastPage}`)).json()) as ScrapeRequestList;
    const request = all.data.find((row) => row.fhid === id && row.note === note);
    expect(request).toMatchObject({ type: 'testimonials', completed: false });
    expect(request?.requested_by).toMatch(/\S/);

    // The launch specialist opens /scrapes, goes to the newest requests and marks it complete.
    await signOut(page);
    await signIn(page, 'launch');
    await page.goto('/scrapes');
    await page.getByRole('heading', { name: 'Scrapes', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Scrapes | Website Admin');
    await page.getByRole('tab', { name: 'Scrape Requests', selected: true }).waitFor();
    if (lastPage > 1)
      await page
        .getByRole('main')
        .getByRole('button', { name: String(lastPage), exact: true })
        .click();
    const row = page.getByRole('row', { name: `${name}: Testimonials` });
    await row.getByText(note.slice(0, 40)).waitFor();
    await row.getByRole('button', { name: `Mark Complete: ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Mark Testimonials scrape complete for ${name}` });
    await confirm.getByLabel('Additional note').fill('Imported 14 testimonials');
    await confirm.getByRole('button', { name: 'Mark Complete' }).click();
    await toast(page, 'Testimonials scrape marked as complete').waitFor();
    await confirm.waitFor({ state: 'hidden' });

    // Completed requests list newest first: it is at the top, with who completed it.
    await page.locator('label', { hasText: /^Complete$/ }).click();
    const done = page.getByRole('row', { name: `${name}: Testimonials` }).first();
    await done.getByText(/^Completed by .+ on /).waitFor();
    const completed = (await (await admin.request('GET', '/api/scrapeRequests?perPage=5&status=complete')).json()) as ScrapeRequestList;
    expect(completed.data[0]).toMatchObject({ id: request!.id, completed: true, additional_note: 'Imported 14 testimonials' });
    expect(browser.pageErrors).toEqual([]);
  });
});
