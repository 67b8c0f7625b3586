import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser';
import { listSettled, readsList, siteRow } from './lists';

describe('keyboard only: the command palette and the list keys', () => {
  const browser = useBrowser();

  it('jumps from the palette to a site by name, back to the list with g a, opens a row with j and Enter after leaving the search with Esc, and offers the sites seen as recent', async () => {
    const { page, pageErrors, apiFailures } = browser;
    await signIn(page, 'admin');
    const list = await readsList(page, () => page.goto('/sites'));
    await listSettled(page);
    const [first, second] = list.data;
    if (!first || !second) throw new Error('the demo seed lists two sites at least');

    // Ctrl+K, a few letters of a name, the server's match first, Enter.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.keyboard.type(first.name.slice(0, 12));
    const firstOption = palette.getByRole('option', { name: `${first.id} ${first.name}`, exact: true });
    await firstOption.waitFor();
    await palette.getByText('Sites', { exact: true }).waitFor();
    // Enter takes the first choice: the best match the server gave.
    await expect.poll(() => palette.getByRole('option').first().getAttribute('aria-label')).toBe(`${first.id} ${first.name}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/sites/id/${first.id}`);
    await page.getByRole('heading', { name: first.name }).waitFor();
    await palette.waitFor({ state: 'detached' });

    // g then a: All Sites, where j moves onto the rows and Enter opens the focused one.
    await page.keyboard.press('g');
    await page.keyboard.press('a');
    await page.waitForURL((url) => url.pathname === '/sites');
    await listSettled(page);
    // '/' goes to the search and Esc leaves it (issue 33), so j is a key again, not typed.
    const search = page.getByRole('textbox', { name: 'Search sites' });
    await page.keyboard.press('/');
    await expect.poll(() => search.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => search.evaluate((box) => box === document.activeElement)).toBe(false);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await search.inputValue()).toBe('');
    await expect.poll(() => siteRow(page, second.name).getAttribute('data-focused')).toBe('true');
    // The real focus, not only a highlight (issue 33).
    expect(await siteRow(page, second.name).evaluate((row) => row === document.activeElement)).toBe(true);
    await page.keyboard.press('x');
    await expect.poll(() => siteRow(page, second.name).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/sites/id/${second.id}`);
    await page.getByRole('heading', { name: second.name }).waitFor();

    // An empty box offers the sites just seen, newest first, then the screens; one goes back to the list.
    await page.keyboard.press('Control+k');
    await palette.waitFor();
    await palette.getByText('Recent sites').waitFor();
    const options = palette.getByRole('option');
    await expect
      .poll(async () =>
        (await options.evaluateAll((all) => all.map((option) => option.getAttribute('aria-label') ?? option.textContent))).slice(0, 2),
      )
      .toEqual([`${second.id} ${second.name}`, `${first.id} ${first.name}`]);
    await page.keyboard.type('all sites');
    await palette.getByRole('option', { name: 'All Sites', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/sites');
    await page.getByRole('heading', { name: 'All Sites', level: 1 }).waitFor();
    // The palette gives the keyboard back once it is gone; a key pressed while it closes would be typed into it.
    await palette.waitFor({ state: 'detached' });

    // '?' lists the shortcuts; Escape closes it.
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Open the command palette').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    await browser.apiSettled();
    expect({ apiFailures, pageErrors: pageErrors.map(String) }).toEqual({ apiFailures: [], pageErrors: [] });
  });
});
