import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BuilderSiteSummary,
  EditorLinkResponse,
  HealthResponse,
  OutboxResponse,
  SiteContentResponse,
  TemplateSummary,
} from '../../domain/api/integrations.schema';
import { createHarness, type Harness } from './harness';

describe('integration routes (sandbox services)', () => {
  let h: Harness;
  let clock = new Date('2025-03-03T15:00:00Z');
  let siteId: number;
  let siteName: string;

  const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

  beforeAll(async () => {
    h = await createHarness({ now: () => clock });
    ({ site_name: siteName } = await h.deps.integrations.builder.createSite({
      templateId: '1001',
      businessName: 'Smith Funeral Home',
      externalUid: 'test',
    }));
    siteId = await h.createSite({
      name: 'Smith Funeral Home',
      duda_id: siteName,
      apex: 'smithfuneral.com',
      city: 'Springfield',
      state: 'IL',
      phone: '555-0100',
      email: 'info@smithfuneral.com',
    });
  });
  afterAll(() => h.close());

  describe('GET /api/health', () => {
    it('is public and answers at once, without asking the database or the job queue (liveness), with the database kind and each service sandbox', async () => {
      const jobs = h.deps.jobs;
      h.deps.jobs = { ...jobs, check: () => Promise.reject(new Error('stopped')) };
      try {
        const res = await h.request('GET', '/api/health');
        expect(res.status).toBe(200);
        expect(await json<HealthResponse>(res)).toEqual({
          status: 'ok',
          databaseKind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
          services: { builder: 'sandbox', board: 'sandbox', registrar: 'sandbox', dns: 'sandbox', mail: 'sandbox', ai: 'sandbox' },
        });
      } finally {
        h.deps.jobs = jobs;
      }
    });

    it('answers 200 even when the database is gone: readiness is GET /api/ready', async () => {
      const closed = await createHarness();
      await closed.close();
      expect((await closed.request('GET', '/api/health')).status).toBe(200);
      expect((await closed.request('GET', '/api/ready')).status).toBe(503);
    });
  });

  describe('GET /api/templates', () => {
    it('lists the templates with thumbnails we serve', async () => {
      const res = await h.request('GET', '/api/templates', { as: 'designer' });
      expect(res.status).toBe(200);
      const templates = await json<TemplateSummary[]>(res);
      expect(templates.length).toBeGreaterThanOrEqual(3);
      const first = templates[0]!;
      expect(first).toMatchObject({ template_id: '1001', template_name: 'Serenity', base_site_name: 'sandbox-base-1001' });
      const thumbnail = await h.request('GET', first.thumbnail_url);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toContain('image/svg+xml');
      expect(await thumbnail.text()).toContain('Serenity');
      const preview = await h.request('GET', first.preview_url);
      expect(preview.status).toBe(200);
      expect(await preview.text()).toContain('Serenity Funeral Home');
    });

    it('needs a session', async () => {
      expect((await h.request('GET', '/api/templates')).status).toBe(401);
    });
  });

  describe('GET /api/sites/{id}/sso', () => {
    it('makes an editor link that opens the sandbox editor', async () => {
      const res = await h.request('GET', `/api/sites/${siteId}/sso`, { as: 'care' });
      expect(res.status).toBe(200);
      const { url } = await json<EditorLinkResponse>(res);
      expect(url).toMatch(new RegExp(`^/sandbox/editor/${siteName}\\?token=`));
      const editor = await h.request('GET', url);
      expect(editor.status).toBe(200);
      const page = await editor.text();
      expect(page).toContain('Sandbox editor');
      expect(page).toContain('Smith Funeral Home');
    });

    it('refuses an editor link after its 2 minutes, and a forged one', async () => {
      const { url } = await json<EditorLinkResponse>(await h.request('GET', `/api/sites/${siteId}/sso`, { as: 'admin' }));
      const issuedAt = clock;
      clock = new Date(issuedAt.getTime() + 2 * 60 * 1000 + 1);
      try {
        const expired = await h.request('GET', url);
        expect(expired.status).toBe(403);
        expect(await expired.text()).toContain('expired');
      } finally {
        clock = issuedAt;
      }
      const forged = await h.request('GET', url.replace(/token=[^&]+/, 'token=1.abc'));
      expect(forged.status).toBe(403);
    });

    it('answers 401 without a session', async () => {
      expect((await h.request('GET', `/api/sites/${siteId}/sso`)).status).toBe(401);
    });

    it.each(['florist', 'sdr'] as const)('answers 403 for %s', async (role) => {
      expect((await h.request('GET', `/api/sites/${siteId}/sso`, { as: role })).status).toBe(403);
    });

    it('answers 404 for an unknown or malformed site id', async () => {
      expect((await h.request('GET', '/api/sites/999999/sso', { as: 'admin' })).status).toBe(404);
      expect((await h.request('GET', '/api/sites/abc/sso', { as: 'admin' })).status).toBe(404);
    });

    it('answers 409 when the site has no builder project', async () => {
      const bare = await h.createSite({ name: 'No Project Chapel' });
      const res = await h.request('GET', `/api/sites/${bare}/sso`, { as: 'admin' });
      expect(res.status).toBe(409);
      expect((await json<{ error: string }>(res)).error).toContain('No Project Chapel has no builder project');
    });
  });

  describe('GET /api/sites/{dudaId}/duda', () => {
    it('returns the builder site with a preview page that opens', async () => {
      const res = await h.request('GET', `/api/sites/${siteName}/duda`, { as: 'florist' });
      expect(res.status).toBe(200);
      const details = await json<BuilderSiteSummary>(res);
      expect(details).toEqual({
        site_name: siteName,
        preview_site_url: `/sandbox/preview/${siteName}`,
        thumbnail_url: '/sandbox/templates/1001/thumbnail.svg',
      });
      const preview = await h.request('GET', details.preview_site_url);
      expect(preview.status).toBe(200);
      expect(await preview.text()).toContain('Smith Funeral Home');
    });

    it('answers 404 for a builder site that does not exist', async () => {
      const res = await h.request('GET', '/api/sites/ffffffff/duda', { as: 'admin' });
      expect(res.status).toBe(404);
      expect((await json<{ error: string }>(res)).error).toBe("The website builder (Duda) could not find site 'ffffffff'.");
    });

    it('answers 401 without a session', async () => {
      expect((await h.request('GET', `/api/sites/${siteName}/duda`)).status).toBe(401);
    });
  });

  describe('GET /api/sites/{baseId}/content', () => {
    it("returns a template base site's images and business data", async () => {
      const res = await h.request('GET', '/api/sites/sandbox-base-1002/content', { as: 'ae' });
      expect(res.status).toBe(200);
      const { content } = await json<SiteContentResponse>(res);
      expect(content.site_images.map((image) => image.label)).toEqual(['Hero', 'Chapel', 'Flowers']);
      expect(content.business_data.name).toBe('Heritage Funeral Home');
      const image = await h.request('GET', content.site_images[0]!.url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      // The logo the intake wizard's design step shows for a chosen template.
      const logo = await h.request('GET', content.business_data.logo_url ?? '');
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    });

    it('answers 404 for an unknown site and 401 without a session', async () => {
      expect((await h.request('GET', '/api/sites/nothing-here/content', { as: 'admin' })).status).toBe(404);
      expect((await h.request('GET', '/api/sites/sandbox-base-1002/content')).status).toBe(401);
    });
  });

  describe('POST /api/sites/syncContentLibrary/{id}', () => {
    it("pushes the site's details into the content library, publishes it and logs it", async () => {
      const res = await h.request('POST', `/api/sites/syncContentLibrary/${siteId}`, { as: 'designer', body: {} });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ synced: true });
      const content = await h.deps.integrations.builder.getContent(siteName);
      expect(content.location_data).toMatchObject({
        label: 'Smith Funeral Home',
        phones: [{ phoneNumber: '555-0100', label: 'Main' }],
        emails: [{ emailAddress: 'info@smithfuneral.com', label: 'Main' }],
        address: { city: 'Springfield', region: 'IL', country: 'US' },
      });
      const published = await h.handle.db
        .selectFrom('sandbox_builder_sites')
        .select('content_published_at')
        .where('site_name', '=', siteName)
        .executeTakeFirstOrThrow();
      expect(published.content_published_at).not.toBeNull();
      const log = await h.handle.db.selectFrom('log_entries').select(['message', 'user_id']).where('site_id', '=', siteId).execute();
      expect(log).toContainEqual({ message: 'Content library synced', user_id: h.users.designer.id });
    });

    it('answers 401 without a session', async () => {
      expect((await h.request('POST', `/api/sites/syncContentLibrary/${siteId}`, { body: {} })).status).toBe(401);
    });

    it.each(['care', 'florist', 'executive'] as const)('answers 403 for %s', async (role) => {
      expect((await h.request('POST', `/api/sites/syncContentLibrary/${siteId}`, { as: role, body: {} })).status).toBe(403);
    });

    it('answers 404 for an unknown site and 409 for a site without a builder project', async () => {
      expect((await h.request('POST', '/api/sites/syncContentLibrary/999999', { as: 'admin', body: {} })).status).toBe(404);
      const bare = await h.createSite({ name: 'Bare Chapel' });
      expect((await h.request('POST', `/api/sites/syncContentLibrary/${bare}`, { as: 'admin', body: {} })).status).toBe(409);
    });
  });

  describe('GET /api/outbox', () => {
    it('shows admins the messages the sandbox mailer kept, newest first', async () => {
      await h.deps.integrations.mail.send({ to: ['first@example.com'], subject: 'First', text: 'One' });
      clock = new Date(clock.getTime() + 1000);
      await h.deps.integrations.mail.send({
        to: ['it@example.com'],
        cc: ['ae@example.com'],
        subject: 'DNS instructions',
        text: 'Point the domain at us.',
      });
      const res = await h.request('GET', '/api/outbox?limit=1', { as: 'admin' });
      expect(res.status).toBe(200);
      const { messages } = await json<OutboxResponse>(res);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        to: ['it@example.com'],
        cc: ['ae@example.com'],
        subject: 'DNS instructions',
        text: 'Point the domain at us.',
        from: 'Website Admin <website-admin@localhost>',
      });
    });

    it.each(['executive', 'launch', 'designer'] as const)('answers 403 for %s', async (role) => {
      expect((await h.request('GET', '/api/outbox', { as: role })).status).toBe(403);
    });

    it('answers 400 for a bad limit and 401 without a session', async () => {
      const res = await h.request('GET', '/api/outbox?limit=0', { as: 'admin' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'limit' });
      expect((await h.request('GET', '/api/outbox')).status).toBe(401);
    });
  });

  describe('sandbox pages', () => {
    it("serves a site's 'live' page by its domain once it is published", async () => {
      expect((await h.request('GET', '/sandbox/live/smithfuneral.com')).status).toBe(404);
      await h.deps.integrations.builder.publishSite(siteName);
      const live = await h.request('GET', '/sandbox/live/smithfuneral.com');
      expect(live.status).toBe(200);
      expect(live.headers.get('content-type')).toContain('text/html');
      expect(await live.text()).toContain('Smith Funeral Home');
    });

    it('serves a board card page', async () => {
      const card = await h.deps.integrations.board.createCard({
        name: 'Smith Funeral Home',
        description: 'New site',
        list: 'INTAKE.READY_FOR_DESIGNER',
      });
      await h.deps.integrations.board.addComment(card.id, 'Welcome aboard');
      const page = await h.request('GET', card.url);
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain('INTAKE.READY_FOR_DESIGNER');
      expect(text).toContain('Welcome aboard');
      expect((await h.request('GET', '/sandbox/board/cards/000000000000000000000000')).status).toBe(404);
    });

    it('answers 404 for an unknown preview', async () => {
      expect((await h.request('GET', '/sandbox/preview/nothing')).status).toBe(404);
    });
  });
});
