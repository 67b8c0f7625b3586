import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PresetUsage, SitePages } from '../../domain/api/pageSeo.schema';
import type { Role } from '../../domain/roles';
import { IntegrationError } from '../../server/integrations/integrationError';
import { createHarness, type Harness } from './harness';

describe('page SEO routes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ now: () => new Date('2025-06-02T14:00:00Z') });
  });
  afterAll(() => h.close());

  const builderUnavailable = () =>
    new IntegrationError('builder', 'unavailable', 'The website builder (Duda) is having problems (status 502); try again later.');

  /** A site with a sandbox builder project of the standard six pages. */
  const siteWithPages = async (values: { name?: string; city?: string | null; state?: string | null } = {}) => {
    const { site_name } = await h.deps.integrations.builder.createSite({
      templateId: '1001',
      businessName: 'Smith Funeral Home',
      externalUid: '0',
    });
    const id = await h.createSite({ name: 'Smith Funeral Home', city: 'Springfield', state: 'IL', duda_id: site_name, ...values });
    return { id, project: site_name };
  };
  const pagesOf = async (id: number, as: Role = 'sdr') =>
    (await (await h.request('GET', `/api/sites/${id}/pages`, { as })).json()) as SitePages;
  const logOf = (id: number) => h.handle.db.selectFrom('log_entries').select('message').where('site_id', '=', id).orderBy('id').execute();

  describe('GET /api/sites/{id}/pages', () => {
    it("lists the builder's pages with their SEO, and the site the editor needs", async () => {
      const { id } = await siteWithPages();
      const res = await h.request('GET', `/api/sites/${id}/pages`, { as: 'sdr' });
      expect(res.status).toBe(200);
      const body = (await res.json()) as SitePages;
      expect(body.site).toEqual({ id, name: 'Smith Funeral Home', city: 'Springfield', state: 'IL', page_metadata_preset_id: null });
      expect(body.pages.map((page) => [page.title, page.path])).toEqual([
        ['Home', 'home'],
        ['Obituaries', 'obituaries'],
        ['Our Staff', 'our-staff'],
        ['Services', 'services'],
        ['Pre-Planning', 'pre-planning'],
        ['Contact Us', 'contact-us'],
      ]);
      const [home] = body.pages;
      expect(home?.uuid).toMatch(/\S/);
      expect({ ...home, uuid: 'checked' }).toEqual({ uuid: 'checked', title: 'Home', path: 'home', seo: { title: '', description: '' } });
    });

    it('answers 401 without a session, 404 for an unknown site and 409 for a site without a builder project', async () => {
      expect((await h.request('GET', '/api/sites/1/pages')).status).toBe(401);
      const missing = await h.request('GET', '/api/sites/999999/pages', { as: 'admin' });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'Site not found' });
      const bare = await h.createSite({ name: 'No Project Chapel' });
      const refused = await h.request('GET', `/api/sites/${bare}/pages`, { as: 'admin' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: 'No Project Chapel has no builder project yet: create or link one first' });
    });

    it("passes on the builder's failure as 502 with its message", async () => {
      const { id } = await siteWithPages();
      vi.spyOn(h.deps.integrations.builder, 'listPages').mockRejectedValueOnce(builderUnavailable());
      const res = await h.request('GET', `/api/sites/${id}/pages`, { as: 'admin' });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'The website builder (Duda) is having problems (status 502); try again later.' });
    });
  });

  describe('POST /api/sites/{id}/updatePagesMeta', () => {
    it('saves the changed pages at the builder, answers the pages and logs which changed', async () => {
      const { id } = await siteWithPages();
      const [home, obituaries] = (await pagesOf(id)).pages;
      const res = await h.request('POST', `/api/sites/${id}/updatePagesMeta`, {
        as: 'designer',
        body: {
          pages: [
            {
              uuid: home!.uuid,
              seo: { title: ' Smith Funeral Home | Springfield, IL ', description: 'Caring for Springfield families since 1952.' },
            },
            { uuid: obituaries!.uuid, seo: { title: 'Obituaries | Smith Funeral Home', description: '' } },
          ],
        },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as SitePages;
      expect(body.pages[0]?.seo).toEqual({
        title: 'Smith Funeral Home | Springfield, IL',
        description: 'Caring for Springfield families since 1952.',
      });
      expect(body.pages[1]?.seo).toEqual({ title: 'Obituaries | Smith Funeral Home', description: '' });
      expect((await pagesOf(id)).pages[0]?.seo.title).toBe('Smith Funeral Home | Springfield, IL');
      expect(await logOf(id)).toEqual([{ message: 'Page SEO updated: Home, Obituaries' }]);
      // The builder keeps the pages: the audit log has each page's before and after (issue 34).
      const audit = (await (await h.request('GET', `/api/audit?site=${id}&kind=pageSeo`, { as: 'admin' })).json()) as {
        entries: { entityId: string; person: { id: number }; changes: unknown[] }[];
      };
      expect(audit.entries.map(({ entityId, person, changes }) => ({ entityId, person: person.id, changes }))).toEqual([
        {
          entityId: obituaries!.uuid,
          person: h.users.designer.id,
          changes: [{ field: 'seo.title', label: 'SEO title', before: '', after: 'Obituaries | Smith Funeral Home' }],
        },
        {
          entityId: home!.uuid,
          person: h.users.designer.id,
          changes: [
            { field: 'seo.title', label: 'SEO title', before: '', after: 'Smith Funeral Home | Springfield, IL' },
            { field: 'seo.description', label: 'SEO description', before: '', after: 'Caring for Springfield families since 1952.' },
          ],
        },
      ]);
    });

    it('lets admin, designer and care save and refuses every other role with 403', async () => {
      const { id } = await siteWithPages();
      const [home] = (await pagesOf(id)).pages;
      const body = { pages: [{ uuid: home!.uuid, seo: { title: 'T', description: 'D' } }] };
      const answers: Record<string, number> = {};
      for (const role of ['admin', 'designer', 'care', 'executive', 'ae', 'am', 'sdr', 'florist', 'launch'] as const) {
        answers[role] = (await h.request('POST', `/api/sites/${id}/updatePagesMeta`, { as: role, body })).status;
      }
      expect(answers).toEqual({
        admin: 200,
        designer: 200,
        care: 200,
        executive: 403,
        ae: 403,
        am: 403,
        sdr: 403,
        florist: 403,
        launch: 403,
      });
      expect((await h.request('POST', `/api/sites/${id}/updatePagesMeta`, { body })).status).toBe(401);
    });

    it('answers 400 naming the field, 404 for an unknown site or page, and changes nothing for an unknown page', async () => {
      const { id } = await siteWithPages();
      const [home] = (await pagesOf(id)).pages;
      const empty = await h.request('POST', `/api/sites/${id}/updatePagesMeta`, { as: 'care', body: { pages: [] } });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual({
        error: 'Invalid pages: pages must list at least one page',
        field: 'pages',
        reason: 'pages must list at least one page',
        fields: ['pages'],
      });
      const noTitle = await h.request('POST', `/api/sites/${id}/updatePagesMeta`, {
        as: 'care',
        body: { pages: [{ uuid: home!.uuid, seo: { description: 'x' } }] },
      });
      const missingTitle = (await noTitle.json()) as { field: string; reason: string };
      expect(missingTitle.field).toBe('pages.0.seo.title');
      expect(missingTitle.reason).toContain('"title"');
      const numericTitle = await h.request('POST', `/api/sites/${id}/updatePagesMeta`, {
        as: 'care',
        body: { pages: [{ uuid: home!.uuid, seo: { title: 7, description: 'x' } }] },
      });
      expect(await numericTitle.json()).toMatchObject({ field: 'pages.0.seo.title', reason: 'seo.title must be text' });
      const missingSite = await h.request('POST', '/api/sites/999999/updatePagesMeta', {
        as: 'care',
        body: { pages: [{ uuid: 'x', seo: { title: 'T', description: 'D' } }] },
      });
      expect(missingSite.status).toBe(404);
      const unknownPage = await h.request('POST', `/api/sites/${id}/updatePagesMeta`, {
        as: 'care',
        body: {
          pages: [
            { uuid: home!.uuid, seo: { title: 'Changed', description: 'D' } },
            { uuid: 'nosuchpage', seo: { title: 'T', description: 'D' } },
          ],
        },
      });
      expect(unknownPage.status).toBe(404);
      expect(await unknownPage.json()).toEqual({ error: 'Page nosuchpage not found' });
      expect((await pagesOf(id)).pages[0]?.seo.title).toBe('');
      expect(await logOf(id)).toEqual([]);
    });

    it('answers 502 when the builder fails, logging only the pages it saved first', async () => {
      const { id } = await siteWithPages();
      const [home, obituaries] = (await pagesOf(id)).pages;
      const update = h.deps.integrations.builder.updatePageSeo.bind(h.deps.integrations.builder);
      vi.spyOn(h.deps.integrations.builder, 'updatePageSeo').mockImplementationOnce(update).mockRejectedValueOnce(builderUnavailable());
      const res = await h.request('POST', `/api/sites/${id}/updatePagesMeta`, {
        as: 'admin',
        body: { pages: [home, obituaries].map((page) => ({ uuid: page!.uuid, seo: { title: `${page!.title} title`, description: 'D' } })) },
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'The website builder (Duda) is having problems (status 502); try again later.' });
      expect((await pagesOf(id)).pages.map((page) => page.seo.title).slice(0, 2)).toEqual(['Home title', '']);
      expect(await logOf(id)).toEqual([{ message: 'Page SEO updated: Home' }]);
    });
  });

  describe('POST /api/sites/{id}/genPagesMeta', () => {
    it("fills every page from the preset's templates, records the preset and logs it", async () => {
      const { id } = await siteWithPages();
      const res = await h.request('POST', `/api/sites/${id}/genPagesMeta`, { as: 'care', body: { preset: 3 } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as SitePages;
      expect(body.site.page_metadata_preset_id).toBe(3);
      expect(body.pages.slice(0, 2).map((page) => page.seo)).toEqual([
        {
          title: 'Smith Funeral Home - Funeral Home - Springfield, IL',
          description: 'Funeral, cremation and memorial services at Smith Funeral Home in Springfield, IL.',
        },
        {
          title: 'Smith Funeral Home - Obituaries - Springfield, IL',
          description: 'Recent obituaries and service details at Smith Funeral Home in Springfield, IL.',
        },
      ]);
      expect((await pagesOf(id)).pages[1]?.seo.title).toBe('Smith Funeral Home - Obituaries - Springfield, IL');
      const site = await h.handle.db.selectFrom('sites').select('page_metadata_preset_id').where('id', '=', id).executeTakeFirstOrThrow();
      expect(site.page_metadata_preset_id).toBe(3);
      expect(await logOf(id)).toEqual([{ message: 'Page SEO generated from Preset 2' }]);
    });

    it('answers 400 naming preset outside 1 to 7, 401, 403, 404 and 409 without a city', async () => {
      const { id } = await siteWithPages();
      for (const preset of [0, 8, 2.5, '3']) {
        const res = await h.request('POST', `/api/sites/${id}/genPagesMeta`, { as: 'admin', body: { preset } });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ field: 'preset' });
      }
      expect((await h.request('POST', `/api/sites/${id}/genPagesMeta`, { body: { preset: 1 } })).status).toBe(401);
      expect((await h.request('POST', `/api/sites/${id}/genPagesMeta`, { as: 'am', body: { preset: 1 } })).status).toBe(403);
      expect((await h.request('POST', '/api/sites/999999/genPagesMeta', { as: 'admin', body: { preset: 1 } })).status).toBe(404);
      const { id: noCity } = await siteWithPages({ name: 'Nowhere Chapel', city: null });
      const refused = await h.request('POST', `/api/sites/${noCity}/genPagesMeta`, { as: 'admin', body: { preset: 1 } });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: 'Nowhere Chapel has no city and state yet: add them before generating page SEO' });
    });

    it('keeps the old preset when the builder fails', async () => {
      const { id } = await siteWithPages();
      vi.spyOn(h.deps.integrations.builder, 'updatePageSeo').mockRejectedValueOnce(builderUnavailable());
      const res = await h.request('POST', `/api/sites/${id}/genPagesMeta`, { as: 'designer', body: { preset: 2 } });
      expect(res.status).toBe(502);
      expect((await pagesOf(id)).site.page_metadata_preset_id).toBeNull();
      expect(await logOf(id)).toEqual([]);
    });
  });

  describe('GET /api/sites/{id}/numberOfPresetsUsedPerCity', () => {
    it('counts the other sites of the same city and state per preset, every preset listed', async () => {
      const city = `Shelbyville ${Date.now()}`;
      const { id } = await siteWithPages({ city });
      await h.handle.db.updateTable('sites').set({ page_metadata_preset_id: 2 }).where('id', '=', id).execute();
      for (const [siteCity, state, preset] of [
        [city, 'IL', 2],
        [city.toUpperCase(), 'il', 2],
        [city, 'IL', 5],
        [city, 'IN', 5],
        ['Capital City', 'IL', 5],
      ] as const) {
        await h.createSite({ city: siteCity, state, page_metadata_preset_id: preset });
      }
      const res = await h.request('GET', `/api/sites/${id}/numberOfPresetsUsedPerCity?city=${encodeURIComponent(` ${city} `)}&state=IL`, {
        as: 'florist',
      });
      expect(res.status).toBe(200);
      expect((await res.json()) as PresetUsage).toEqual([
        { page_metadata_preset_id: 1, Uses: 0 },
        { page_metadata_preset_id: 2, Uses: 2 },
        { page_metadata_preset_id: 3, Uses: 0 },
        { page_metadata_preset_id: 4, Uses: 0 },
        { page_metadata_preset_id: 5, Uses: 1 },
        { page_metadata_preset_id: 6, Uses: 0 },
        { page_metadata_preset_id: 7, Uses: 0 },
      ]);
    });

    it('answers 400 naming city or state, 401 and 404', async () => {
      const { id } = await siteWithPages();
      const noCity = await h.request('GET', `/api/sites/${id}/numberOfPresetsUsedPerCity?state=IL`, { as: 'admin' });
      expect(noCity.status).toBe(400);
      expect(await noCity.json()).toMatchObject({ field: 'city' });
      const blankState = await h.request('GET', `/api/sites/${id}/numberOfPresetsUsedPerCity?city=Springfield&state=%20`, { as: 'admin' });
      expect(await blankState.json()).toMatchObject({ field: 'state', reason: 'state is required' });
      expect((await h.request('GET', `/api/sites/${id}/numberOfPresetsUsedPerCity?city=Springfield&state=IL`)).status).toBe(401);
      expect(
        (await h.request('GET', '/api/sites/999999/numberOfPresetsUsedPerCity?city=Springfield&state=IL', { as: 'admin' })).status,
      ).toBe(404);
    });
  });

  describe('POST /api/chat-gpt', () => {
    const ask = { fhName: 'Smith Funeral Home', location: '', city: 'Springfield', state: 'IL', pageTitle: 'Obituaries' };

    it("answers the AI writer's description as data[0].message.content", async () => {
      const res = await h.request('POST', '/api/chat-gpt', { as: 'care', body: ask });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        data: [{ message: { content: 'Read recent obituaries and share memories with Smith Funeral Home in Springfield, IL.' } }],
      });
    });

    it('answers 400 naming the field, 401 and 403', async () => {
      const res = await h.request('POST', '/api/chat-gpt', { as: 'designer', body: { ...ask, pageTitle: '  ' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'Invalid pageTitle: pageTitle is required',
        field: 'pageTitle',
        reason: 'pageTitle is required',
        fields: ['pageTitle'],
      });
      expect((await h.request('POST', '/api/chat-gpt', { body: ask })).status).toBe(401);
      expect((await h.request('POST', '/api/chat-gpt', { as: 'sdr', body: ask })).status).toBe(403);
    });

    it("passes on the AI writer's failure as 502", async () => {
      vi.spyOn(h.deps.integrations.ai, 'writeMetaDescription').mockRejectedValueOnce(
        new IntegrationError('ai', 'unavailable', 'The AI writer is having problems (status 503); try again later.'),
      );
      const res = await h.request('POST', '/api/chat-gpt', { as: 'admin', body: ask });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'The AI writer is having problems (status 503); try again later.' });
    });
  });
});
