import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SitePages } from '../../domain/api/pageSeo.schema';
import { signIn, useBrowser } from './browser';
import { getAsPage, selectNamed, toast } from './lists';
import { demoSiteWithPages } from './pagesDemoSite';
import { phoneViewport, sidewaysScroll } from './phone';

// 174 characters: past the 160 of part 2 §5, and wider than a results page's 920 px at 14 px Arial.
const longDescription =
  'Read the latest obituaries from our funeral home, find service times and directions, send flowers, and share a memory or a condolence message with the family online today.';

describe('Site Pages', () => {
  const browser = useBrowser();

  it('a designer applies a preset, writes a description past 160 characters, asks the AI helper, saves and exports the CSV', async () => {
    const { page } = browser;
    const site = await demoSiteWithPages('In Design');

    await signIn(page, 'designer');
    await page.goto(`/sites/id/${site.id}`);
    await page.getByRole('link', { name: 'View Pages' }).click();
    await page.waitForURL(`**/pages/${site.id}`);
    await page.getByRole('heading', { name: `${site.name}: Pages` }).waitFor();
    expect(await page.title()).toBe(`Site Pages ${site.id} | Website Admin`);

    // Preset 3, after seeing how many neighbours use it.
    await selectNamed(page, 'Preset').click();
    await page.getByRole('option', { name: /^Preset 3 \(\d+ other sites? in / }).click();
    await page.getByText(new RegExp(`^Preset 3 is used by \\d+ other sites? in ${site.city}$`)).waitFor();
    await page.getByRole('button', { name: 'Apply preset' }).click();
    await toast(page, 'Pages updated successfully').first().waitFor();
    await page.getByText('Current preset: Preset 3').waitFor();
    const obituaries = page.getByRole('region', { name: 'Obituaries page' });
    expect(await obituaries.getByLabel('SEO title', { exact: true }).inputValue()).toBe(
      `Obituaries in ${site.city}, ${site.state} | ${site.name}`,
    );

    // Past 160 characters: the counter turns red and the preview cuts the line.
    await obituaries.getByLabel('SEO description', { exact: true }).fill(longDescription);
    const counter = obituaries.getByLabel('SEO description length');
    expect(await counter.textContent()).toBe(`${longDescription.length}/160`);
    expect(await counter.getAttribute('data-over-limit')).toBe('true');
    const [red, green, blue] = (await counter.evaluate((element) => getComputedStyle(element).color)).match(/\d+/g)!.map(Number);
    expect(red! > 180 && green! < 120 && blue! < 120, `counter colour rgb(${red}, ${green}, ${blue}) is red`).toBe(true);
    const preview = obituaries.getByTestId('preview-description');
    expect(await preview.getAttribute('data-cut')).toBe('true');
    const shown = (await preview.textContent()) ?? '';
    expect(shown).toMatch(/ \.\.\.$/);
    expect(longDescription.startsWith(shown.replace(/ \.\.\.$/, ''))).toBe(true);
    expect(await preview.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(960);

    // The AI helper: not on Home, offered on Services.
    expect(await page.getByRole('region', { name: 'Home page' }).getByRole('button', { name: 'Write description with AI' }).count()).toBe(
      0,
    );
    const services = page.getByRole('region', { name: 'Services page' });
    await services.getByRole('button', { name: 'Write description with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI description: Services' });
    const generated = dialog.getByLabel('Generated description', { exact: true });
    await generated.waitFor();
    const aiText = `Funeral, cremation and memorial services from ${site.name} in ${site.city}, ${site.state}.`;
    expect(await generated.inputValue()).toBe(aiText);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Preview Saved!').first().waitFor();
    expect(await services.getByLabel('SEO description', { exact: true }).inputValue()).toBe(aiText);

    // The preset's toast may still show (toasts close after 3 s): the saved state is Save with nothing to save.
    await page.getByRole('button', { name: 'Save 2 pages' }).click();
    await page.getByRole('button', { name: 'Save pages' }).waitFor();
    await toast(page, 'Pages updated successfully').first().waitFor();
    const saved = await getAsPage<SitePages>(page, `/api/sites/${site.id}/pages`);
    expect(saved.site.page_metadata_preset_id).toBe(4);
    expect(saved.pages.find((entry) => entry.title === 'Obituaries')?.seo.description).toBe(longDescription);
    expect(saved.pages.find((entry) => entry.title === 'Services')?.seo.description).toBe(aiText);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`site-${site.id}-pages.csv`);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Path,Title,SEO Title,SEO Description');
    expect(lines).toContain(`obituaries,Obituaries,"Obituaries in ${site.city}, ${site.state} | ${site.name}","${longDescription}"`);
    expect(lines).toHaveLength(saved.pages.length + 2);

    // And back to the site's own page (issue 33).
    await page.getByRole('link', { name: `Back to ${site.name}` }).click();
    await page.waitForURL(`**/sites/id/${site.id}`);
    await page.getByRole('link', { name: 'View Pages' }).waitFor();
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('fits a phone: the pages, their counters, the preview and the buttons stay within 390 px', async () => {
    const { page } = browser;
    const site = await demoSiteWithPages('In Design');
    await page.setViewportSize(phoneViewport);
    await signIn(page, 'designer');
    await page.goto(`/pages/${site.id}`);
    await page.getByRole('heading', { name: `${site.name}: Pages` }).waitFor();
    const obituaries = page.getByRole('region', { name: 'Obituaries page' });
    // Not the other journey's text, which may already be saved on this site.
    const phoneDescription = `${longDescription} We are here for you day and night.`;
    await obituaries.getByLabel('SEO description', { exact: true }).fill(phoneDescription);
    expect(await obituaries.getByLabel('SEO description length').textContent()).toBe(`${phoneDescription.length}/160`);
    expect(await sidewaysScroll(page)).toBe(0);
    for (const control of [
      page.getByRole('button', { name: 'Export CSV' }),
      page.getByRole('button', { name: 'Save 1 page' }),
      page.getByRole('button', { name: 'Apply preset' }),
      obituaries.getByLabel('SEO title length'),
      obituaries.getByTestId('preview-description'),
      page.getByRole('region', { name: 'Services page' }).getByRole('button', { name: 'Write description with AI' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= phoneViewport.width, `${String(control)} spans ${box.x}..${box.x + box.width}`).toBe(true);
    }
    expect(browser.apiFailures).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
