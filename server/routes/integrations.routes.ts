import { Hono } from 'hono';
import type {
  BuilderSiteSummary,
  EditorLinkResponse,
  HealthResponse,
  OutboxResponse,
  SiteContentResponse,
  SyncContentLibraryResponse,
} from '../../domain/api/integrations.schema';
import { outboxQuerySchema } from '../../domain/api/integrations.schema';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { requireCapability } from '../http/authorize';
import { conflict, HttpError, notFound } from '../http/httpError';
import { readIdParam, readQuery } from '../http/validate';
import { siteContentFor } from '../integrations/builder/siteContent';
import { listOutbox } from '../integrations/mail/outbox';
import { writeLog } from '../log/writeLog';

/** Builder site names are short slugs (Duda's are 8 hex characters); anything else cannot exist. */
const readBuilderSiteName = (raw: string | undefined): string => {
  if (!raw || !/^[A-Za-z0-9_-]{1,64}$/.test(raw)) throw new HttpError(404, `No builder site ${raw ?? ''}`);
  return raw;
};

/** GET /api/health: public, so a load balancer or a new admin can see how the install is wired. */
export const healthRoutes = (deps: AppDeps): Hono<AppEnv> =>
  new Hono<AppEnv>().get('/api/health', (c) =>
    c.json({
      status: 'ok',
      database: deps.config.DATABASE_URL ? 'postgres' : 'pglite',
      services: deps.integrations.modes,
    } satisfies HealthResponse),
  );

/** The builder calls of part 2 §7 and the sandbox outbox; behind the session guard. */
export const integrationsRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const { builder } = deps.integrations;

  const siteWithProject = async (id: number) => {
    const site = await deps.db
      .selectFrom('sites')
      .select(['id', 'name', 'duda_id', 'email', 'phone', 'address', 'city', 'state', 'zip'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!site) throw notFound('Site');
    if (!site.duda_id) throw conflict(`${site.name} has no builder project yet: create or link one first`);
    return { ...site, duda_id: site.duda_id };
  };

  app.get('/api/templates', async (c) => c.json(await builder.listTemplates()));

  app.get('/api/sites/:id/sso', requireCapability('openEditor'), async (c) => {
    const site = await siteWithProject(readIdParam(c));
    return c.json((await builder.createEditorLink(site.duda_id)) satisfies EditorLinkResponse);
  });

  app.get('/api/sites/:dudaId/duda', async (c) => {
    const details = await builder.getSite(readBuilderSiteName(c.req.param('dudaId')));
    return c.json({
      thumbnail_url: details.thumbnail_url,
      preview_site_url: details.preview_site_url,
      site_name: details.site_name,
    } satisfies BuilderSiteSummary);
  });

  app.get('/api/sites/:baseId/content', async (c) => {
    const content = await builder.getContent(readBuilderSiteName(c.req.param('baseId')));
    return c.json({ content: { site_images: content.site_images, business_data: content.business_data } } satisfies SiteContentResponse);
  });

  app.post('/api/sites/syncContentLibrary/:id', requireCapability('syncContentLibrary'), async (c) => {
    const site = await siteWithProject(readIdParam(c));
    const current = await builder.getContent(site.duda_id);
    await builder.updateContent(site.duda_id, siteContentFor(site, current));
    await builder.publishContent(site.duda_id);
    // The builder has no transaction to join: the entry is written once its side succeeded.
    await deps.db.transaction().execute((trx) => writeLog(trx, { siteId: site.id, userId: c.get('user').id, message: 'Content library synced' }));
    return c.json({ synced: true } satisfies SyncContentLibraryResponse);
  });

  app.get('/api/outbox', requireCapability('readOutbox'), async (c) => {
    const { limit } = readQuery(c, outboxQuerySchema);
    return c.json({ messages: await listOutbox(deps.db, limit) } satisfies OutboxResponse);
  });

  return app;
};
