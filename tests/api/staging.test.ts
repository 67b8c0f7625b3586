import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import type { SiteStatus } from '../../domain/siteStatus';
import type { WebsiteBuilder } from '../../server/integrations/builder/builder.port';
import { IntegrationError } from '../../server/integrations/integrationError';
import { checkUrlResolves } from '../../server/staging/checkUrlResolves';
import { previewPageUrl } from '../../server/staging/previewPageUrl';
import { createHarness, type Harness } from './harness';

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const stop = async (server: Server) => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
};

/**
 * The app listens on a real port, as in production: the collection-URL check fetches the sandbox
 * builder's preview pages from this server itself (PORT and HOST say where).
 */
describe('staging', () => {
  let h: Harness;
  let server: Server;
  let realBuilder: WebsiteBuilder;

  beforeAll(async () => {
    h = await createHarness();
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started as Server));
    });
    h.deps.config.HOST = '127.0.0.1';
    h.deps.config.PORT = (server.address() as AddressInfo).port;
    realBuilder = h.deps.integrations.builder;
  });
  afterEach(() => {
    h.deps.integrations.builder = realBuilder;
  });
  afterAll(async () => {
    await stop(server);
    await h.close();
  });

  /** A site with a sandbox builder project made from the Serenity template (six pages). */
  const stageableSite = async (status: SiteStatus = 'Pre-Staging QA') => {
    const { site_name } = await realBuilder.createSite({ templateId: '1001', businessName: 'Oak Hill Funeral Home', externalUid: 'x' });
    const siteId = await h.createSite({ name: 'Oak Hill Funeral Home', launcher_label: status, duda_id: site_name });
    return { siteId, siteName: site_name };
  };
  /** The builder with an extra page its preview does not serve: a collection whose URL is broken. */
  const withBrokenPage = () => {
    h.deps.integrations.builder = {
      ...realBuilder,
      listPages: async (siteName) => [
        ...(await realBuilder.listPages(siteName)),
        { uuid: 'broken', title: 'Memorial Wall', path: 'memorial-wall', seo: { title: null, description: null } },
      ],
    };
  };
  const addObituaries = (siteId: number, fake: boolean, count: number) =>
    h.handle.db
      .insertInto('scrape_records')
      .values(
        Array.from({ length: count }, (_, i) => ({
          site_id: siteId,
          source_url: `https://example.com/${fake ? 'fake' : 'real'}/${i}`,
          name: `Person ${i}`,
          fake,
        })),
      )
      .execute();
  const stateOf = async (siteId: number, siteName: string) => ({
    status: (await h.handle.db.selectFrom('sites').select('launcher_label').where('id', '=', siteId).executeTakeFirstOrThrow())
      .launcher_label,
    log: await h.handle.db.selectFrom('log_entries').select(['message', 'log_type', 'user_id']).where('site_id', '=', siteId).execute(),
    published:
      (
        await h.handle.db
          .selectFrom('sandbox_builder_sites')
          .select('published_at')
          .where('site_name', '=', siteName)
          .executeTakeFirstOrThrow()
      ).published_at !== null,
  });

  describe('POST /api/sites/{id}/validate/countFakeObits', () => {
    const path = (id: number) => `/api/sites/${id}/validate/countFakeObits`;

    it('counts only the fake obituaries of that site', async () => {
      const { siteId } = await stageableSite();
      const other = await h.createSite();
      await addObituaries(siteId, true, 3);
      await addObituaries(siteId, false, 5);
      await addObituaries(other, true, 2);
      const res = await h.request('POST', path(siteId), { as: 'care' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ count: 3 });
    });

    it('answers 0 for a site without fake obituaries, builder project or not', async () => {
      const siteId = await h.createSite({ launcher_label: 'Pre-Staging QA' });
      await addObituaries(siteId, false, 2);
      expect(await (await h.request('POST', path(siteId), { as: 'admin' })).json()).toEqual({ count: 0 });
    });

    it('answers 403 to roles that may not stage, 404 for an unknown site, 401 without a session', async () => {
      const siteId = await h.createSite();
      for (const role of ['designer', 'executive', 'launch', 'ae'] satisfies Role[]) {
        expect((await h.request('POST', path(siteId), { as: role })).status).toBe(403);
      }
      expect((await h.request('POST', path(999_999), { as: 'care' })).status).toBe(404);
      expect((await h.request('POST', path(siteId))).status).toBe(401);
    });
  });

  describe('POST /api/sites/{id}/validate/collectionURLs', () => {
    const path = (id: number) => `/api/sites/${id}/validate/collectionURLs`;

    it('answers an empty list when every page resolves on the preview', async () => {
      const { siteId } = await stageableSite();
      const res = await h.request('POST', path(siteId), { as: 'care' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ collections: [] });
    });

    it('lists each page that does not resolve, with its URL and the reason', async () => {
      const { siteId, siteName } = await stageableSite();
      withBrokenPage();
      const res = await h.request('POST', path(siteId), { as: 'admin' });
      expect(await res.json()).toEqual({
        collections: [
          {
            name: 'Memorial Wall',
            url: `http://127.0.0.1:${h.deps.config.PORT}/sandbox/preview/${siteName}/memorial-wall`,
            error: 'Not found on the preview (404)',
          },
        ],
      });
    });

    it('reports a preview host that cannot be reached for every page', async () => {
      const { siteId } = await stageableSite();
      const closed = createServer();
      const port = await listen(closed);
      await stop(closed);
      h.deps.integrations.builder = {
        ...realBuilder,
        getSite: async (name) => ({ ...(await realBuilder.getSite(name)), preview_site_url: `http://127.0.0.1:${port}/preview/x` }),
      };
      const { collections } = (await (await h.request('POST', path(siteId), { as: 'care' })).json()) as {
        collections: { name: string; error: string }[];
      };
      expect(collections.map((c) => c.name)).toEqual(['Home', 'Obituaries', 'Our Staff', 'Services', 'Pre-Planning', 'Contact Us']);
      expect(new Set(collections.map((c) => c.error))).toEqual(new Set(['The preview could not be reached']));
    });

    it('answers 409 for a site without a builder project', async () => {
      const siteId = await h.createSite({ name: 'No Project FH', launcher_label: 'Pre-Staging QA' });
      const res = await h.request('POST', path(siteId), { as: 'care' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: 'No Project FH has no builder project yet: create or link one before staging' });
    });

    it('answers 403, 404 and 401', async () => {
      const { siteId } = await stageableSite();
      expect((await h.request('POST', path(siteId), { as: 'designer' })).status).toBe(403);
      expect((await h.request('POST', path(999_999), { as: 'care' })).status).toBe(404);
      expect((await h.request('POST', path(siteId))).status).toBe(401);
    });
  });

  describe('POST /api/sites/{id}/stage', () => {
    const path = (id: number) => `/api/sites/${id}/stage`;

    it.each<[SiteStatus, Role]>([
      ['Pre-Staging QA', 'care'],
      ['Final QA', 'admin'],
    ])('stages a %s site for %s: publishes, status Staged, logs Site staged', async (status, role) => {
      const { siteId, siteName } = await stageableSite(status);
      const res = await h.request('POST', path(siteId), { as: role, body: {} });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: siteId, from: status, launcher_label: 'Staged' });
      expect(await stateOf(siteId, siteName)).toEqual({
        status: 'Staged',
        log: [{ message: 'Site staged', log_type: 'STAGE', user_id: h.users[role].id }],
        published: true,
      });
    });

    it('stages despite fake obituaries: they are a warning, not an error', async () => {
      const { siteId } = await stageableSite();
      await addObituaries(siteId, true, 4);
      expect((await h.request('POST', path(siteId), { as: 'care' })).status).toBe(200);
    });

    it('answers 409 listing the collection URLs that do not resolve, and changes nothing', async () => {
      const { siteId, siteName } = await stageableSite();
      withBrokenPage();
      const res = await h.request('POST', path(siteId), { as: 'care' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: 'Cannot stage: this collection URL does not resolve on the preview: Memorial Wall',
        collections: [
          {
            name: 'Memorial Wall',
            url: expect.stringMatching(/\/sandbox\/preview\/[0-9a-f]{8}\/memorial-wall$/),
            error: 'Not found on the preview (404)',
          },
        ],
      });
      expect(await stateOf(siteId, siteName)).toEqual({ status: 'Pre-Staging QA', log: [], published: false });
    });

    it('answers 409 without a builder project', async () => {
      const siteId = await h.createSite({ name: 'Bare FH', launcher_label: 'Final QA' });
      const res = await h.request('POST', path(siteId), { as: 'care' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: 'Bare FH has no builder project yet: create or link one before staging' });
    });

    it.each<SiteStatus>(['In Design', 'Staged', 'Approved', 'Live', 'Revisions Needed'])(
      'answers 409 naming both statuses for a %s site',
      async (status) => {
        const { siteId, siteName } = await stageableSite(status);
        const res = await h.request('POST', path(siteId), { as: 'care' });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ error: `Cannot stage a site in ${status}: ${status} to Staged is not allowed` });
        expect(await stateOf(siteId, siteName)).toEqual({ status, log: [], published: false });
      },
    );

    it('leaves the status alone when the builder refuses to publish', async () => {
      const { siteId, siteName } = await stageableSite();
      h.deps.integrations.builder = {
        ...realBuilder,
        publishSite: () =>
          Promise.reject(
            new IntegrationError(
              'builder',
              'unavailable',
              'The website builder (Duda) is having problems (status 502); try again later.',
              502,
            ),
          ),
      };
      const res = await h.request('POST', path(siteId), { as: 'care' });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'The website builder (Duda) is having problems (status 502); try again later.' });
      expect(await stateOf(siteId, siteName)).toEqual({ status: 'Pre-Staging QA', log: [], published: false });
    });

    it('answers 403 to roles that may not stage, 404 for an unknown site, 401 without a session', async () => {
      const { siteId, siteName } = await stageableSite();
      for (const role of ['designer', 'executive', 'launch', 'ae', 'am', 'sdr', 'florist'] satisfies Role[]) {
        expect((await h.request('POST', path(siteId), { as: role })).status).toBe(403);
      }
      expect((await h.request('POST', path(999_999), { as: 'care' })).status).toBe(404);
      expect((await h.request('POST', path(siteId))).status).toBe(401);
      expect((await stateOf(siteId, siteName)).status).toBe('Pre-Staging QA');
    });
  });

  describe('sandbox preview pages', () => {
    it('serves each of the site’s pages at its own path and 404s any other', async () => {
      const { siteName } = await stageableSite();
      expect((await h.app.request(`/sandbox/preview/${siteName}/obituaries`)).status).toBe(200);
      expect(await (await h.app.request(`/sandbox/preview/${siteName}/obituaries`)).text()).toContain('<h2>Obituaries</h2>');
      expect((await h.app.request(`/sandbox/preview/${siteName}/memorial-wall`)).status).toBe(404);
      expect((await h.app.request('/sandbox/preview/ffffffff/home')).status).toBe(404);
    });
  });

  describe('checkUrlResolves', () => {
    it('gives up after the timeout and says so', async () => {
      const silent = createServer(() => {});
      const port = await listen(silent);
      try {
        expect(await checkUrlResolves(`http://127.0.0.1:${port}/`, 200)).toBe('No answer within 0.2 seconds');
      } finally {
        await stop(silent);
      }
    });

    it('names the status of an answer that is not 2xx', async () => {
      const failing = createServer((_, res) => res.writeHead(500).end());
      const port = await listen(failing);
      try {
        expect(await checkUrlResolves(`http://127.0.0.1:${port}/`)).toBe('The preview answered 500');
      } finally {
        await stop(failing);
      }
    });
  });

  it('previewPageUrl appends the page path and keeps the preview query', () => {
    expect(previewPageUrl('/sandbox/preview/abc', 'our-staff', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/sandbox/preview/abc/our-staff',
    );
    expect(previewPageUrl('https://preview.example.com/site/abc/?preview=true', 'home', 'http://x')).toBe(
      'https://preview.example.com/site/abc/home?preview=true',
    );
  });
});
