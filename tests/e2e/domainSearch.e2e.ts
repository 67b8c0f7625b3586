import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser';

describe('domain availability search', () => {
  const browser = useBrowser();

  it('a designer searches a taken domain, sees suggestions, and searches again', async () => {
    const { page } = browser;
    await signIn(page, 'designer');
    await page.goto('/godaddy-tools');
    await expect.poll(() => page.title()).toBe('GoDaddy Tools | Website Admin');

    const form = page.getByRole('form', { name: 'Domain Availability Search' });
    await form.getByRole('textbox', { name: 'Domain' }).fill('smith-taken.com');
    await form.getByRole('button', { name: 'Search' }).click();

    await page.getByText('smith-taken.com is NOT available').waitFor();
    await page.getByRole('heading', { name: 'Domain Suggestions' }).waitFor();
    const list = page.getByRole('list', { name: 'Domain Suggestions' });
    // Part 2 §2.11 / §9: a five-column list.
    expect(await list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)).toBe(5);
    const suggestions = await list.getByRole('listitem').allTextContents();
    expect(suggestions.length).toBeGreaterThan(0);
    for (const domain of suggestions) expect(domain).toMatch(/^smith[a-z]+\.com$/);

    await page.getByRole('button', { name: 'Search Again' }).click();
    await form.getByRole('button', { name: 'Search' }).waitFor();
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
