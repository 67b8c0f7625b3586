import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

describe('Details tab edits: /api/sites/{id}/<field> and /api/addons/{siteId}/update<Flag>', () => {
  let h: Harness;
  let siteId: number;

  beforeAll(async () => {
    h = await createHarness();
    const db = h.handle.db;
    await db.insertInto('providers').values([{ id: 1, name: 'WebPro', contact_email: null }, { id: 2, name: 'FrontRunner', contact_email: null }]).execute();
    await db.insertInto('referral_partners').values([{ id: 7, name: 'Memorial Partners' }]).execute();
    await db.insertInto('funding_partners').values([{ id: 3, name: 'Legacy Fund' }]).execute();
    await db.insertInto('addons').values([{ id: 1, name: 'Video' }, { id: 2, name: 'Flowers' }]).execute();
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    siteId = await h.createSite({ provider_id: 1 });
  });

  const logMessages = async () =>
    (await h.handle.db.selectFrom('log_entries').select('message').where('site_id', '=', siteId).orderBy('id').execute()).map((row) => row.message);

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

      res = await h.request('POST', `/api/addons/${siteId}/updateSetup`, { as: 'admin', body: { addonId: 1, setup: true, previousCustomer: false } });
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
        expect((await h.request('POST', `/api/addons/${siteId}/updateSetup`, { as: role, body: { addonId: 2, setup: true } })).status, role).toBe(403);
      }
      expect((await h.request('POST', `/api/addons/${siteId}/updateCommitted`, { as: 'am', body: { addonId: 2, committed: true } })).status).toBe(403);
      const res = await h.request('POST', '/api/addons/999999/updateCommitted', { as: 'ae', body: { addonId: 2, committed: true } });
      expect(res.status).toBe(404);
      expect(await storedAddon(2)).toBeUndefined();
    });
  });
});
