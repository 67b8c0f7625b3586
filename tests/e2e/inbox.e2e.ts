import { describe, expect, it } from 'vitest';
import { seriousA11yFindings } from './accessibility';
import { apiSignIn, signIn, useBrowser } from './browser';
import type { SiteListAnswer } from './lists';
import { phoneViewport, sidewaysScroll } from './phone';

describe('inbox', () => {
  const browser = useBrowser();

  for (const [device, viewport, first] of [
    ['desktop', null, 0],
    ['phone', phoneViewport, 2],
  ] as const) {
    it(`on ${device}: an admin assigns the designer and @mentions them in a note; the designer works through the Inbox from the bell`, async () => {
      const { page } = browser;
      if (viewport) await page.setViewportSize(viewport);
      const designer = (await (await (await apiSignIn('designer')).request('GET', '/api/me')).json()) as { id: number; name: string };
      const admin = await apiSignIn('admin');
      const sites = (await (await admin.request('GET', '/api/sites?query=Funeral&limit=50')).json()) as SiteListAnswer;
      // Two sites the designer is not on yet, different ones per device.
      const [mentioned, other] = sites.data.filter((site) => site.designer_id !== designer.id).slice(first, first + 2);
      for (const site of [other!, mentioned!])
        expect((await admin.request('POST', `/api/sites/${site.id}/assignDesigner`, { designerId: designer.id })).status).toBe(200);

      // The admin types @ and the first letters of the designer's name in the note box, and picks them.
      await signIn(page, 'admin');
      await page.goto(`/sites/id/${mentioned!.id}/notes`);
      const box = page.getByRole('form', { name: 'Add a note' }).getByRole('textbox', { name: 'New note' });
      const words = `Inbox ${device} ${Date.now()}`;
      await box.pressSequentially(`${words} @${designer.name.slice(0, 3)}`);
      await page.getByRole('listbox', { name: 'People to mention' }).getByRole('option', { name: designer.name }).click();
      await box.pressSequentially('the family sent new photos');
      await page.getByRole('button', { name: 'Add note' }).click();
      const noteText = `${words} @${designer.name} the family sent new photos`;
      await page.getByText(noteText).first().waitFor();
      // A new session rather than the user menu: on a phone the 'Note added' toast can sit over it.
      await page.context().clearCookies();

      // The designer lands on My Sites with the bell counting what is new.
      await signIn(page, 'designer');
      await page.waitForURL((url) => url.pathname === '/sites/me');
      const bell = page.getByRole('banner').getByRole('link', { name: /^Inbox, \d+ unread$/ });
      const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label'))!)![1]);
      expect(unread).toBeGreaterThanOrEqual(3);
      await bell.click();
      await page.waitForURL((url) => url.pathname === '/inbox');
      await page.waitForFunction(() => document.title === 'Inbox | Website Admin');

      // Grouped by site: the site of the note (newest) holds the mention and the assignment.
      const mentionedGroup = page.getByRole('region', { name: mentioned!.name });
      const otherGroup = page.getByRole('region', { name: other!.name });
      const mention = mentionedGroup.getByRole('article', { name: `Mentioned you in a note: ${noteText}` });
      await mention.waitFor();
      await mentionedGroup.getByRole('article', { name: 'You were assigned as designer' }).waitFor();
      await otherGroup.getByRole('article', { name: 'You were assigned as designer' }).waitFor();
      await browser.apiSettled();
      expect(await seriousA11yFindings(page)).toEqual([]);
      if (viewport) expect(await sidewaysScroll(page)).toBe(0);

      // Mentions only, then all again.
      const filters = page.getByRole('group', { name: 'Filter notifications' });
      await filters.getByText('Mentions', { exact: true }).click();
      await mention.waitFor();
      expect(await otherGroup.count()).toBe(0);
      expect(await page.getByRole('article').filter({ hasNotText: 'Mentioned you' }).count()).toBe(0);
      await filters.getByText('All', { exact: true }).click();
      await otherGroup.waitFor();

      // Mark the mention read; snooze the other site's assignment until tomorrow.
      await mention.getByRole('button', { name: 'Mark read' }).click();
      await mention.getByRole('button', { name: 'Mark read' }).waitFor({ state: 'detached' });
      expect(await mention.getByText('Unread').count()).toBe(0);
      // (The other site may hold a status change too: assigning a designer can move a site to In Design.)
      const otherAssignment = otherGroup.getByRole('article', { name: 'You were assigned as designer' });
      await otherAssignment.getByRole('button', { name: 'Snooze' }).click();
      await page.getByRole('menuitem', { name: 'Until tomorrow' }).click();
      await otherAssignment.waitFor({ state: 'detached' });

      // Mark all read: the bell has nothing to count, and once the list has been read again after
      // the marking (the button is disabled while that read is under way too), nothing reads 'Unread'.
      // Two CI runs saw two items still 'Unread' here: the count ran while that read was under way,
      // and the machine then also read the list beside the marking (decision 0601).
      await browser.apiSettled();
      await page.getByRole('button', { name: 'Mark all read' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Inbox', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Mark all read' }).and(page.locator(':disabled')).waitFor();
      await browser.apiSettled();
      expect(await page.getByText('Unread', { exact: true }).count()).toBe(0);

      // An item opens the place it is about.
      await mentionedGroup.getByRole('article', { name: 'You were assigned as designer' }).getByRole('link').click();
      await page.waitForURL((url) => url.pathname === `/sites/id/${mentioned!.id}`);
      await page.getByRole('heading', { name: mentioned!.name }).first().waitFor();
      expect(browser.pageErrors).toEqual([]);
    });
  }

  it('an account manager @mentions the launch specialist, whom no pick list holds, in a note; the specialist finds it in their Inbox', async () => {
    const { page } = browser;
    const specialist = (await (await (await apiSignIn('launch')).request('GET', '/api/me')).json()) as { id: number; name: string };
    const admin = await apiSignIn('admin');
    const sites = (await (await admin.request('GET', '/api/sites?query=Funeral&limit=50')).json()) as SiteListAnswer;
    const site = sites.data[6]!;

    // The box offers the specialist by name, their role under it.
    await signIn(page, 'am');
    await page.goto(`/sites/id/${site.id}/notes`);
    const box = page.getByRole('form', { name: 'Add a note' }).getByRole('textbox', { name: 'New note' });
    const words = `Launch check ${Date.now()}`;
    await box.pressSequentially(`${words} @${specialist.name.slice(0, 4)}`);
    const offered = page.getByRole('listbox', { name: 'People to mention' }).getByRole('option', { name: specialist.name });
    await offered.getByText('Launch Specialist', { exact: true }).waitFor();
    await offered.click();
    await box.pressSequentially('is the domain pointed?');
    await page.getByRole('button', { name: 'Add note' }).click();
    const noteText = `${words} @${specialist.name} is the domain pointed?`;
    await page.getByText(noteText).first().waitFor();
    await page.context().clearCookies();

    // The specialist opens the Inbox from the bell; the mention opens the site's notes.
    await signIn(page, 'launch');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Inbox, \d+ unread$/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/inbox');
    const mention = page.getByRole('region', { name: site.name }).getByRole('article', { name: `Mentioned you in a note: ${noteText}` });
    await mention.waitFor();
    await browser.apiSettled();
    expect(await seriousA11yFindings(page)).toEqual([]);
    await mention.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/sites/id/${site.id}/notes`);
    await page.getByText(noteText).first().waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
