import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { SiteRow } from '../../domain/api/siteList.schema';

/**
 * Helpers the list, revisions and launch journeys share: reading a site list the way a user
 * does (its rows by name, its summary line) next to the answer the server gave for it.
 */

export interface SiteListAnswer {
  data: SiteRow[];
  totalSites: number;
}

const isSiteListAnswer = (response: Response): boolean => {
  const url = new URL(response.url());
  return url.pathname === '/api/sites' && response.request().method() === 'GET' && response.status() === 200;
};

/**
 * Runs an action that makes a list screen read its sites, and answers with the last list the
 * server sent once the table shows it (an in-flight request is cancelled when a newer one starts).
 */
export const readsList = async (page: Page, action: () => Promise<unknown>): Promise<SiteListAnswer> => {
  const bodies: Array<Promise<SiteListAnswer | undefined>> = [];
  // Read each body at once: it is gone after a navigation (such a list is never the one shown).
  const listen = (response: Response) => {
    if (isSiteListAnswer(response)) bodies.push((response.json() as Promise<SiteListAnswer>).catch(() => undefined));
  };
  page.on('response', listen);
  try {
    const first = page.waitForResponse(isSiteListAnswer);
    await action();
    await first;
    await listSettled(page);
    // A second request may have replaced the first while the table rendered; take the last one.
    const answers = (await Promise.all(bodies)).filter((answer) => answer !== undefined);
    expect(answers.length, 'a site list answer with a body').toBeGreaterThan(0);
    return answers.at(-1)!;
  } finally {
    page.off('response', listen);
  }
};

/** The list table of the page, once it shows rows rather than its loading placeholders. */
export const listSettled = async (page: Page): Promise<void> => {
  // A page of rows is a settled table; an empty list shows its notice instead of a table (issue 18).
  await siteTable(page).and(page.locator('[aria-busy="false"]')).or(page.getByRole('main').getByText('No results found')).waitFor();
};

/** The site-list table (it marks itself busy while a page loads; other tables on the page do not). */
const siteTable = (page: Page): Locator => page.getByRole('main').locator('table[aria-busy]');

/** The site names of the rows on screen, top to bottom. */
export const rowNames = (page: Page): Promise<string[]> =>
  siteTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));

/** One row of the list, by the site's name. */
export const siteRow = (page: Page, name: string): Locator => siteTable(page).getByRole('row', { name, exact: true });

/** Asserts that the rows on screen are exactly the server's page, in order, and the summary line. */
export const expectRowsToMatch = async (page: Page, answer: SiteListAnswer, summary: string | RegExp): Promise<void> => {
  await expect.poll(() => rowNames(page)).toEqual(answer.data.map((row) => row.name));
  await page.getByRole('main').getByText(summary).waitFor();
};

/** The pathname and search of the page's URL, for comparing with what the address bar should say. */
export const searchParams = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

/** A JSON POST through the page's own session (its cookie), as the browser would send it. */
export const postAsPage = (page: Page, path: string, data: unknown) =>
  page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } });

/** A GET through the page's own session. */
export const getAsPage = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
};

/** Picks an option of a Mantine Select by its accessible label. */
export const chooseOption = async (page: Page, select: Locator, option: string): Promise<void> => {
  await select.click();
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.click();
  await choice.waitFor({ state: 'hidden' });
};

/** A toast (Mantine notification) with this text. */
export const toast = (page: Page, text: string | RegExp): Locator => page.getByRole('alert').filter({ hasText: text });

/** A Mantine Select's input by its accessible label (its role is combobox or textbox depending on state). */
export const selectNamed = (scope: Page | Locator, name: string): Locator =>
  scope.getByLabel(name, { exact: true }).and(scope.locator('input'));
