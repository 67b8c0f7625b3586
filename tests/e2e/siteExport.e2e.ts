import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './browser';
import { readsList } from './lists';

describe('CSV export', () => {
  const browser = useBrowser();

  it('an admin exports the filtered list: every matching row, all pages, a header first', async () => {
    const { page } = browser;
    await signIn(page, 'admin');
    const answer = await readsList(page, () => page.goto('/sites?label=Live'));
    expect(answer.totalSites).toBeGreaterThan(20);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^all-sites-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('ID,Name,Rooftops,Status,Designer,Members,Launch Date,Info');
    expect(lines).toHaveLength(1 + answer.totalSites);
    expect(lines.slice(1, 1 + answer.data.length).map((line) => Number(line.split(',')[0]))).toEqual(answer.data.map((row) => row.id));
    expect(browser.pageErrors).toEqual([]);
  });
});
