import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteDetailSchema } from '../../domain/api/siteDetail.schema';
import { backendUrl, boardCardUrl, previewUrl } from '../../domain/siteList/siteLinks';
import { loadConfig } from '../../server/config';
import { createHarness, type Harness } from './harness';

describe('GET /api/sites/{id}', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('returns the row and detail fields with contacts and every addon', async () => {
    const db = h.handle.db;
    await db.insertInto('funding_partners').values({ id: 3, name: 'Heritage Fund' }).execute();
    await db
      .insertInto('addons')
      .values([
        { id: 1, name: 'Video' },
        { id: 2, name: 'Floral' },
      ])
      .execute();
    const siteId = await h.createSite({
      name: 'Elm Street Chapel',
      organization_id: 'org-9',
      hosted_zone_id: 'Z123',
      email: 'office@elm.example',
      phone: '555-0100',
      zip: '62701',
      funding_partner_id: 3,
      last_coaching_session: '2025-01-05',
      needed_before: '2025-02-01',
    });
    await db
      .insertInto('site_contacts')
      .values({ site_id: siteId, name: 'Ann Elm', email: 'ann@elm.example', domain_contact: true })
      .execute();
    await db.insertInto('site_addons').values({ site_id: siteId, addon_id: 2, committed: true }).execute();

    const res = await h.request('GET', `/api/sites/${siteId}`, { as: 'florist' });
    expect(res.status).toBe(200);
    const site = v.parse(siteDetailSchema, await res.json());
    expect(site).toMatchObject({
      id: siteId,
      name: 'Elm Street Chapel',
      organization_id: 'org-9',
      hosted_zone_id: 'Z123',
      email: 'office@elm.example',
      phone: '555-0100',
      zip: '62701',
      funding_partner: 'Heritage Fund',
      last_coaching_session: '2025-01-05',
      pretty_last_coaching_session: 'Jan 5, 2025',
      pretty_needed_before: 'Feb 1, 2025',
      contacts: [{ name: 'Ann Elm', email: 'ann@elm.example', domainContact: true }],
      addons: [
        { id: 1, name: 'Video', committed: false, setup: false },
        { id: 2, name: 'Floral', committed: true, setup: false },
      ],
    });
  });

  it('answers 404 for an unknown or malformed id and 401 without a session', async () => {
    expect((await h.request('GET', '/api/sites/999999', { as: 'admin' })).status).toBe(404);
    expect(await (await h.request('GET', '/api/sites/999999', { as: 'admin' })).json()).toEqual({ error: 'Site not found' });
    expect((await h.request('GET', '/api/sites/abc', { as: 'admin' })).status).toBe(404);
    expect((await h.request('GET', '/api/sites/1')).status).toBe(401);
  });
});

describe('Details tab edits: /api/sites/{id}/<field> and /api/addons/{siteId}/update<Flag>', () => {
  let h: Harness;
  let siteId: number;

  beforeAll(async () => {
    h = await createHarness();
    const db = h.handle.db;
    await db
      .insertInto('providers')
      .values([
        { id: 1, name: 'WebPro', contact_email: null },
        { id: 2, name: 'FrontRunner', contact_email: null },
      ])
      .execute();
    await db
      .insertInto('referral_partners')
      .values([{ id: 7, name: 'Memorial Partners' }])
      .execute();
    await db
      .insertInto('funding_partners')
      .values([{ id: 3, name: 'Legacy Fund' }])
      .execute();
    await db
      .insertInto('addons')
      .values([
        { id: 1, name: 'Video' },
        { id: 2, name: 'Flowers' },
      ])
      .execute();
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    siteId = await h.createSite({ provider_id: 1 });
  });

  const logMessages = async () =>
    (await h.handle.db.selectFrom('log_entries').select('message').where('site_id', '=', siteId).orderBy('id').execute()).map(
      (row) => row.message,
    );

  const storedAddon = (addonId: number) =>
    h.handle.db.selectFrom('site_addons').selectAll().where('site_id', '=', siteId).where('addon_id', '=', addonId).executeTakeFirst();

  describe('site fields', () => {
    it('changes the provider by name and logs it', async () => {
      const res = await h.request('POST', `/api/sites/${siteId}/provider`, { as: 'am', body: { provider: 'FrontRunner' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: siteId, provider: 'FrontRunner', provider_id: 2 });
      expect(await logMessages()).toEqual(['Provider changed from WebPro to FrontRunner']);
    });

    it('changes the corporation, the referral partner and the funding partner, and clears the partners with null', async () => {
      let res = await h.request('POST', `/api/sites/${siteId}/corporation`, { as: 'ae', body: { corporationId: 2 } });
      expect(await res.json()).toMatchObject({ corporation_id: 2 });
      res = await h.request('POST', `/api/sites/${siteId}/referralPartner`, { as: 'admin', body: { referralPartnerId: 7 } });
      expect(await res.json()).toMatchObject({ referral_partner_id: 7 });
      res = await h.request('POST', `/api/sites/${siteId}/fundingPartner`, { as: 'admin', body: { fundingPartner: 'Legacy Fund' } });
      expect(await res.json()).toMatchObject({ funding_partner: 'Legacy Fund', funding_partner_id: 3 });
      res = await h.request('POST', `/api/sites/${siteId}/referralPartner`, { as: 'admin', body: { referralPartnerId: null } });
      expect(await res.json()).toMatchObject({ referral_partner_id: null });
      res = await h.request('POST', `/api/sites/${siteId}/fundingPartner`, { as: 'admin', body: { fundingPartner: null } });
      expect(await res.json()).toMatchObject({ funding_partner: null, funding_partner_id: null });
      expect(await logMessages()).toEqual([
        'Corporation changed from Corporate to Group Two',
        'Referral partner changed from none to Memorial Partners',
        'Funding partner changed from none to Legacy Fund',
        'Referral partner changed from Memorial Partners to none',
        'Funding partner changed from Legacy Fund to none',
      ]);
      const detail = await (await h.request('GET', `/api/sites/${siteId}`, { as: 'sdr' })).json();
      expect(detail).toMatchObject({ corporation_id: 2, referral_partner_id: null, funding_partner: null });
    });

    it('changes and logs nothing when the value is already set', async () => {
      const res = await h.request('POST', `/api/sites/${siteId}/provider`, { as: 'admin', body: { provider: 'WebPro' } });
      expect(res.status).toBe(200);
      expect(await logMessages()).toEqual([]);
    });

    it.each([
      ['provider', { provider: 'Nobody Inc' }, 'provider'],
      ['provider', { provider: '' }, 'provider'],
      ['corporation', { corporationId: 99 }, 'corporationId'],
      ['corporation', { corporationId: 'two' }, 'corporationId'],
      ['referralPartner', { referralPartnerId: 8 }, 'referralPartnerId'],
      ['fundingPartner', { fundingPartner: 'Unknown Fund' }, 'fundingPartner'],
      ['fundingPartner', {}, 'fundingPartner'],
    ])('answers 400 for /%s with %j, naming %s', async (path, body, field) => {
      const res = await h.request('POST', `/api/sites/${siteId}/${path}`, { as: 'admin', body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
      expect(await logMessages()).toEqual([]);
    });

    it('answers 401 without a session, 403 for roles without editSiteFields, 404 for an unknown site', async () => {
      expect((await h.request('POST', `/api/sites/${siteId}/provider`, { body: { provider: 'FrontRunner' } })).status).toBe(401);
      for (const role of ['designer', 'care', 'sdr', 'florist', 'launch', 'executive'] as const) {
        const res = await h.request('POST', `/api/sites/${siteId}/corporation`, { as: role, body: { corporationId: 2 } });
        expect(res.status, role).toBe(403);
      }
      const res = await h.request('POST', '/api/sites/999999/provider', { as: 'admin', body: { provider: 'FrontRunner' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Site not found' });
    });
  });

  describe('addons', () => {
    it('ticks Setup and Committed of an addon and logs each', async () => {
      let res = await h.request('POST', `/api/addons/${siteId}/updateSetup`, { as: 'am', body: { addonId: 2, setup: true } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: 2, name: 'Flowers', setup: true, committed: false });
      res = await h.request('POST', `/api/addons/${siteId}/updateCommitted`, { as: 'ae', body: { addonId: 2, committed: true } });
      expect(await res.json()).toEqual({ id: 2, name: 'Flowers', setup: true, committed: true });
      res = await h.request('POST', `/api/addons/${siteId}/updateSetup`, { as: 'admin', body: { addonId: 2, setup: false } });
      expect(await res.json()).toEqual({ id: 2, name: 'Flowers', setup: false, committed: true });
      expect(await logMessages()).toEqual(['Flowers setup checked', 'Flowers committed checked', 'Flowers setup unchecked']);
      const detail = (await (await h.request('GET', `/api/sites/${siteId}`, { as: 'care' })).json()) as { addons: unknown[] };
      expect(detail.addons).toEqual([
        { id: 1, name: 'Video', setup: false, committed: false },
        { id: 2, name: 'Flowers', setup: false, committed: true },
      ]);
    });

    it('asks for previousCustomer the first time the video addon is checked, then keeps the answer', async () => {
      let res = await h.request('POST', `/api/addons/${siteId}/updateSetup`, { as: 'admin', body: { addonId: 1, setup: true } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'previousCustomer is required for the video addon', field: 'previousCustomer' });
      expect(await storedAddon(1)).toBeUndefined();

      res = await h.request('POST', `/api/addons/${siteId}/updateSetup`, {
        as: 'admin',
        body: { addonId: 1, setup: true, previousCustomer: false },
      });
      expect(await res.json()).toEqual({ id: 1, name: 'Video', setup: true, committed: false });
      expect(await storedAddon(1)).toMatchObject({ setup: true, previous_customer: false });

      // Answered once: Committed no longer needs it.
      res = await h.request('POST', `/api/addons/${siteId}/updateCommitted`, { as: 'ae', body: { addonId: 1, committed: true } });
      expect(res.status).toBe(200);
      expect(await storedAddon(1)).toMatchObject({ setup: true, committed: true, previous_customer: false });
      expect(await logMessages()).toEqual(['Video setup checked (previous customer: no)', 'Video committed checked']);
    });

    it('unchecks the video addon without asking', async () => {
      const res = await h.request('POST', `/api/addons/${siteId}/updateCommitted`, { as: 'admin', body: { addonId: 1, committed: false } });
      expect(res.status).toBe(200);
      expect(await logMessages()).toEqual([]);
    });

    it.each([
      ['updateSetup', { addonId: 2 }, 'setup'],
      ['updateSetup', { addonId: 2, setup: 'yes' }, 'setup'],
      ['updateCommitted', { committed: true }, 'addonId'],
      ['updateCommitted', { addonId: 2, committed: true, previousCustomer: 'maybe' }, 'previousCustomer'],
      ['updateCommitted', { addonId: 42, committed: true }, 'addonId'],
    ])('answers 400 for /%s with %j, naming %s', async (path, body, field) => {
      const res = await h.request('POST', `/api/addons/${siteId}/${path}`, { as: 'admin', body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
    });

    it('answers 401, 403 by capability (Setup: admin, am, ae; Committed: admin, ae) and 404', async () => {
      expect((await h.request('POST', `/api/addons/${siteId}/updateSetup`, { body: { addonId: 2, setup: true } })).status).toBe(401);
      for (const role of ['designer', 'care', 'sdr', 'florist', 'launch', 'executive'] as const) {
        expect(
          (await h.request('POST', `/api/addons/${siteId}/updateSetup`, { as: role, body: { addonId: 2, setup: true } })).status,
          role,
        ).toBe(403);
      }
      expect(
        (await h.request('POST', `/api/addons/${siteId}/updateCommitted`, { as: 'am', body: { addonId: 2, committed: true } })).status,
      ).toBe(403);
      const res = await h.request('POST', '/api/addons/999999/updateCommitted', { as: 'ae', body: { addonId: 2, committed: true } });
      expect(res.status).toBe(404);
      expect(await storedAddon(2)).toBeUndefined();
    });
  });
});

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
    ({ site_name: builderSite } = await h.deps.integrations.builder.createSite({
      templateId: '1001',
      businessName: 'Linked Funeral Home',
      externalUid: 'links',
    }));
    ({ id: cardId } = await h.deps.integrations.board.createCard({
      name: 'Linked Funeral Home',
      description: '',
      list: 'DESIGN.ASSIGNED',
    }));
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
