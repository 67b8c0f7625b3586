import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendUrl, boardCardUrl, previewUrl } from '../../domain/siteList/siteLinks';
import { loadConfig } from '../../server/config';
import { createHarness, type Harness } from './harness';

describe('site links: GET /api/sites/{id}/preview, /card, /backend', () => {
  let h: Harness;
  let linked: number;
  let bare: number;
  let sibling: number;
  let builderSite: string;
  let cardId: string;

  const error = async (res: Response) => ((await res.json()) as { error: string }).error;
  // The links open in a new tab, so the browser sends the session cookie and no bearer header.
  const withCookie = (path: string) => h.request('GET', path, { headers: { cookie: `access_token=${h.users.sdr.token}` } });

  beforeAll(async () => {
    h = await createHarness();
    ({ site_name: builderSite } = await h.deps.integrations.builder.createSite({ templateId: '1001', businessName: 'Linked Funeral Home', externalUid: 'links' }));
    ({ id: cardId } = await h.deps.integrations.board.createCard({ name: 'Linked Funeral Home', description: '', list: 'DESIGN.ASSIGNED' }));
    linked = await h.createSite({ name: 'Linked Funeral Home', duda_id: builderSite, trello_card_id: cardId, organization_id: 'org 42/a' });
    sibling = await h.createSite({ name: 'Sibling Chapel', organization_id: 'org 42/a', launcher_label: 'Live' });
    bare = await h.createSite({ name: 'Bare Funeral Home' });
  });
  afterAll(() => h.close());

  describe('in sandbox mode', () => {
    it('preview redirects to the builder preview of the site, which our server shows', async () => {
      const res = await withCookie(previewUrl(linked));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/sandbox/preview/${builderSite}`);
      const page = await h.request('GET', res.headers.get('location')!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Linked Funeral Home');
    });

    it('card redirects to the board card, which our server shows', async () => {
      const res = await withCookie(boardCardUrl(linked));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/sandbox/board/cards/${cardId}`);
      expect((await h.request('GET', res.headers.get('location')!)).status).toBe(200);
    });

    it('backend redirects to the sandbox organization page, which names the organization and its sites', async () => {
      const res = await withCookie(backendUrl(linked));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/sandbox/organizations/org%2042%2Fa');
      const page = await h.request('GET', res.headers.get('location')!);
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain('<h1>Organization org 42/a</h1>');
      expect(text).toContain(`<a href="/sites/id/${linked}">${linked} Linked Funeral Home</a>`);
      expect(text).toContain(`<a href="/sites/id/${sibling}">${sibling} Sibling Chapel</a> (Live)`);
      expect(text).not.toContain('Bare Funeral Home');
    });

    it('the sandbox organization page is public and says when no site names the organization', async () => {
      const page = await h.request('GET', '/sandbox/organizations/nobody');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('No site is linked to this organization.');
    });

    it('also takes a bearer token', async () => {
      const res = await h.request('GET', previewUrl(linked), { as: 'florist' });
      expect(res.status).toBe(302);
    });
  });

  it('backend redirects to ORGANIZATION_DASHBOARD_URL plus the organization id when it is set', async () => {
    h.deps.config.ORGANIZATION_DASHBOARD_URL = 'https://dashboard.example.com/organizations/';
    try {
      const res = await withCookie(backendUrl(linked));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://dashboard.example.com/organizations/org%2042%2Fa');
    } finally {
      delete h.deps.config.ORGANIZATION_DASHBOARD_URL;
    }
  });

  it('ORGANIZATION_DASHBOARD_URL must be a URL', () => {
    expect(() => loadConfig({ ORGANIZATION_DASHBOARD_URL: 'dashboard' })).toThrow(/ORGANIZATION_DASHBOARD_URL: must be a URL/);
    expect(loadConfig({ ORGANIZATION_DASHBOARD_URL: 'https://dashboard.example.com/org/' }).ORGANIZATION_DASHBOARD_URL).toBe(
      'https://dashboard.example.com/org/',
    );
  });

  describe('404', () => {
    it.each([
      ['preview', previewUrl, 'This site has no builder project'],
      ['card', boardCardUrl, 'This site has no board card'],
      ['backend', backendUrl, 'This site has no organization'],
    ])('%s of a site without one', async (_, url, message) => {
      const res = await withCookie(url(bare));
      expect(res.status).toBe(404);
      expect(await error(res)).toBe(message);
    });

    it.each([previewUrl, boardCardUrl, backendUrl])('an unknown site (%#)', async (url) => {
      const res = await withCookie(url(999_999));
      expect(res.status).toBe(404);
      expect(await error(res)).toBe('Site not found');
    });

    it('a builder project the builder does not know', async () => {
      const orphan = await h.createSite({ name: 'Orphan', duda_id: 'deadbeef' });
      expect((await withCookie(previewUrl(orphan))).status).toBe(404);
    });
  });

  it.each([previewUrl, boardCardUrl, backendUrl])('401 without a session (%#)', async (url) => {
    const res = await h.request('GET', url(linked));
    expect(res.status).toBe(401);
    expect(res.headers.get('location')).toBeNull();
  });
});
