import { describe, expect, it } from 'vitest';
import { demoPassword, fillSignInForm, signIn, signOut, useBrowser } from './browser';
import { listSettled, searchParams } from './lists';

describe('saved views', () => {
  const browser = useBrowser();

  it('a QA user saves a view shared with QA; a QA colleague opens it by its link and again from the command palette', async () => {
    const { page } = browser;
    const name = `Final QA watch ${Date.now()}`;
    await signIn(page, 'care');
    await page.goto('/sites?label=Final%20QA');
    await listSettled(page);

    await page.getByRole('button', { name: 'Save view' }).click();
    const editor = page.getByRole('dialog', { name: 'Save view' });
    await editor.getByRole('textbox', { name: 'Name' }).fill(name);
    await editor.getByRole('combobox', { name: 'Share with' }).click();
    await page.getByRole('option', { name: 'QA' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('View saved').waitFor();
    await expect.poll(() => searchParams(page).get('view')).toMatch(/^\d+$/);
    const viewId = searchParams(page).get('view');
    await page.getByRole('tablist', { name: 'Saved views' }).getByRole('tab', { name, selected: true }).waitFor();
    await signOut(page);

    // Noah Kim is another of the demo's QA people.
    await page.goto(`/sites?view=${viewId}`);
    await page.waitForURL((url) => url.pathname === '/login');
    await fillSignInForm(page, 'noah.kim@example.com', demoPassword);
    await page.waitForURL((url) => url.pathname === '/sites');
    await expect.poll(() => searchParams(page).get('label')).toBe('Final QA');
    expect(searchParams(page).get('view')).toBe(viewId);
    await page.getByRole('tablist', { name: 'Saved views' }).getByRole('tab', { name, selected: true }).waitFor();
    await listSettled(page);

    // From another screen, the command palette lists the view and opens it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Launch Schedule' }).click();
    await page.waitForURL((url) => url.pathname === '/launch-schedule');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.keyboard.type(name.slice(0, 14));
    // A view's choice names its list too.
    const option = palette.getByRole('option', { name: `${name} (All Sites)`, exact: true });
    await option.waitFor();
    await palette.getByText('Saved views', { exact: true }).waitFor();
    await option.click();
    await page.waitForURL((url) => url.pathname === '/sites' && url.searchParams.get('view') === viewId);
    await expect.poll(() => searchParams(page).get('label')).toBe('Final QA');
    await page.getByRole('tablist', { name: 'Saved views' }).getByRole('tab', { name, selected: true }).waitFor();
    await listSettled(page);
    await palette.waitFor({ state: 'detached' });
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
