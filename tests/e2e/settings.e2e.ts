import { describe, expect, it } from 'vitest';
import { seriousA11yFindings } from './accessibility';
import { signIn, useBrowser } from './browser';

describe('settings', () => {
  const browser = useBrowser();

  it('an admin adds and retires a corporation, and a page open on a phone offers it, then not, without a reload', async () => {
    const { page } = browser;
    const name = `Lakeside Group ${Date.now()}`;
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.waitForFunction(() => document.title === 'Settings | Website Admin');
    const corporations = page.getByRole('region', { name: 'Corporations', exact: true });
    await corporations.getByRole('row', { name: /Heritage Memorial Partners/ }).waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);

    // A colleague's phone, open on the intake form before the change.
    const phoneContext = await browser.openContext({ width: 390, height: 844 });
    const phone = await phoneContext.newPage();
    try {
      await signIn(phone, 'ae');
      await phone.goto('/intake');
      const corporationChoice = phone
        .getByRole('textbox', { name: 'Corporation' })
        .or(phone.getByRole('combobox', { name: 'Corporation' }))
        .first();
      await corporationChoice.waitFor();

      await corporations.getByRole('textbox', { name: 'New corporations entry' }).fill(name);
      await corporations.getByRole('button', { name: 'Add' }).click();
      const row = corporations.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      expect(await row.getByRole('cell').nth(1).innerText()).toBe('0');

      await corporationChoice.click();
      await phone.getByRole('option', { name }).waitFor();
      await phone.keyboard.press('Escape');

      await row.getByRole('button', { name: 'Retire' }).click();
      await row.getByText('Retired').waitFor();
      // The open list loses the retired entry once the live change has been read again.
      await corporationChoice.click();
      await phone.getByRole('listbox').waitFor();
      await phone.getByRole('option', { name }).waitFor({ state: 'detached' });
      expect(await phone.getByRole('option', { name: 'Heritage Memorial Partners' }).count()).toBe(1);
    } finally {
      await phoneContext.close();
    }

    // An entry sites use (the demo group holds sites) is retired, never deleted: its row offers Retire and no Delete.
    const inUse = corporations.getByRole('row', { name: /Heritage Memorial Partners/ });
    await inUse.getByRole('button', { name: 'Retire' }).waitFor();
    expect(await inUse.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });

  it('an admin adds a domain contact to a corporation, and corporation 1 offers no retire or delete', async () => {
    const { page } = browser;
    const email = `night-${Date.now()}@legacy.example`;
    await signIn(page, 'admin');
    await page.goto('/settings');
    const corporations = page.getByRole('region', { name: 'Corporations', exact: true });
    const corporate = corporations.getByRole('row', { name: /^Corporate/ });
    await corporate.getByText("Corporation 1 is 'Corporate' and cannot be retired or deleted").waitFor();
    expect(await corporate.getByRole('button', { name: /^(Retire|Delete|Rename)$/ }).count()).toBe(0);

    const legacy = corporations.getByRole('row', { name: /Legacy Funeral Group/ });
    await legacy.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Legacy Funeral Group' });
    await dialog.getByRole('button', { name: 'Add a contact' }).click();
    const added = await dialog.getByRole('textbox', { name: /^Name of contact \d+$/ }).count();
    await dialog.getByRole('textbox', { name: `Name of contact ${added}` }).fill('Night Desk');
    await dialog.getByRole('textbox', { name: `E-mail of contact ${added}` }).fill(email);
    await dialog
      .getByRole('textbox', { name: `Type of contact ${added}` })
      .or(dialog.getByRole('combobox', { name: `Type of contact ${added}` }))
      .first()
      .click();
    await page.getByRole('option', { name: 'domain primary' }).click();
    await dialog.getByRole('checkbox', { name: `Domain contact: contact ${added}` }).check();
    await dialog.getByRole('textbox', { name: `Priority of contact ${added}` }).fill('2');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await page.getByText('Settings saved').waitFor();
    await legacy.getByText(`Night Desk <${email}>, domain primary, domain contact, priority 2`).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('an executive reads the lists on a phone and changes nothing', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'executive');
    await page.goto('/settings');
    const reasons = page.getByRole('region', { name: 'Reschedule and unschedule reasons', exact: true });
    await reasons.getByRole('row', { name: /Other/ }).waitFor();
    expect(await reasons.getByRole('row', { name: /Other/ }).innerText()).toContain('Requires a note');
    expect(await page.getByRole('button', { name: 'Add' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retire' }).count()).toBe(0);
    expect(await seriousA11yFindings(page)).toEqual([]);
  });

  it('an admin adds a checklist type and a category in it, retires the type, and reads both in the history', async () => {
    const { page } = browser;
    const typeName = `Aftercare ${Date.now()}`;
    await signIn(page, 'admin');
    await page.goto('/settings');
    const types = page.getByRole('region', { name: 'Checklist types', exact: true });
    const categories = page.getByRole('region', { name: 'Checklist categories', exact: true });
    // The six types the roles default to offer no retire or delete.
    const seo = types.getByRole('row', { name: /^SEO/ });
    await seo.getByText("Checklist type 'seo' is a role's default checklist and cannot be retired or deleted").waitFor();
    expect(await seo.getByRole('button', { name: /^(Retire|Delete)$/ }).count()).toBe(0);
    const goLive = categories.getByRole('row', { name: /Checklist category 16 is used by the go-live checks/ });
    expect(await goLive.getByRole('button', { name: /^(Retire|Delete)$/ }).count()).toBe(0);

    await types.getByRole('textbox', { name: 'New checklist types entry' }).fill(typeName);
    await types.getByRole('button', { name: 'Add' }).click();
    const typeRow = types.getByRole('row', { name: new RegExp(typeName) });
    await typeRow.waitFor();
    expect(await typeRow.innerText()).toMatch(/aftercare_\d+/);

    await categories.getByRole('textbox', { name: 'New checklist categories entry' }).fill('Follow-up calls');
    await categories
      .getByRole('textbox', { name: 'Type' })
      .or(categories.getByRole('combobox', { name: 'Type' }))
      .first()
      .click();
    await page.getByRole('option', { name: typeName }).click();
    await categories.getByRole('button', { name: 'Add' }).click();
    const categoryRow = categories.getByRole('row', { name: new RegExp(`Follow-up calls.*${typeName}`) });
    await categoryRow.waitFor();

    await typeRow.getByRole('button', { name: 'Retire' }).click();
    await typeRow.getByText('Retired').waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);

    const history = page.getByRole('region', { name: 'History', exact: true });
    const retired = history.getByRole('row', { name: new RegExp(`Changed checklist type '${typeName}'`) }).first();
    await retired.waitFor();
    expect(await retired.innerText()).toContain('Retired: yes');
    await history
      .getByRole('row', { name: new RegExp(`Added checklist category 'Follow-up calls'`) })
      .first()
      .waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('an admin on a phone adds a pre-need insurer, deletes it, and reads both in the history', async () => {
    const { page } = browser;
    const name = `Harbor Pre-Need ${Date.now()}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    await page.goto('/settings');
    const insurers = page.getByRole('region', { name: 'Pre-need insurers', exact: true });
    await insurers.getByRole('row', { name: /Homestead Pre-Need Life/ }).waitFor();
    await insurers.getByRole('textbox', { name: 'New pre-need insurers entry' }).fill(name);
    await insurers.getByRole('button', { name: 'Add' }).click();
    const row = insurers.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    // On a phone the table fits the screen: nothing to scroll sideways.
    const entries = insurers.getByRole('region', { name: 'Pre-need insurers entries' });
    expect(await entries.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });

    const history = page.getByRole('region', { name: 'History', exact: true });
    await history
      .getByRole('listitem')
      .filter({ hasText: `Deleted pre-need insurer '${name}'` })
      .waitFor();
    await history
      .getByRole('listitem')
      .filter({ hasText: `Added pre-need insurer '${name}'` })
      .waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
    // A phone's page is long (twelve sections): alone it took 43 s, beside the other journeys on a busy machine past 60 s.
  }, 90_000);
});
