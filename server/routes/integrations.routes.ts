import * as v from 'valibot';
import {
  type BuilderSiteSummary,
  type EditorLinkResponse,
  type HealthResponse,
  type OutboxResponse,
  outboxQuerySchema,
  type SiteContentResponse,
  type SyncContentLibraryResponse,
} from '../../domain/api/integrations.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { requireBuilderProject } from '../integrations/builder/requireBuilderProject';
import { syncContentLibrary } from '../integrations/builder/siteContent';
import { checkHealth, healthFailure } from '../integrations/health';
import { listOutbox } from '../integrations/mail/outbox';
import { requireSite } from '../sites/requireSite';

/** Builder site names are short slugs (Duda's are 8 hex characters); anything else cannot exist: 404 'No builder site …'. */
const builderSiteName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/), v.title('builder site'));

/** The install's health, the builder calls of part 2 §7 and the sandbox outbox. */
export const integrationsRoutes: RouteModule = () => [
  // Public, so a load balancer can tell a working instance from a broken one and a new admin can see how the install is wired.
  defineLegacyRoute({
    method: 'get',
    path: '/api/health',
    capability: 'public',
    handler: async ({ c, deps }) => {
      const health = await checkHealth(deps);
      const error = healthFailure(health);
      const body: HealthResponse = {
        status: error ? 'unavailable' : 'ok',
        ...health,
        ...(error ? { error } : {}),
        databaseKind: deps.config.DATABASE_URL ? 'postgres' : 'pglite',
        services: deps.integrations.modes,
      };
      return c.json(body, error ? 503 : 200);
    },
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/templates',
    capability: 'readSites',
    handler: async ({ c, deps }) => c.json(await deps.integrations.builder.listTemplates()),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/sso',
    capability: 'openEditor',
    params: idParams,
    handler: async ({ c, deps, params }) => {
      const project = requireBuilderProject(await requireSite(deps.db, params.id), 'first');
      return c.json((await deps.integrations.builder.createEditorLink(project)) satisfies EditorLinkResponse);
    },
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:dudaId/duda',
    capability: 'readSites',
    params: v.object({ dudaId: builderSiteName }),
    handler: async ({ c, deps, params }) => {
      const details = await deps.integrations.builder.getSite(params.dudaId);
      return c.json({
        thumbnail_url: details.thumbnail_url,
        preview_site_url: details.preview_site_url,
        site_name: details.site_name,
      } satisfies BuilderSiteSummary);
    },
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:baseId/content',
    capability: 'readSites',
    params: v.object({ baseId: builderSiteName }),
    handler: async ({ c, deps, params }) => {
      const content = await deps.integrations.builder.getContent(params.baseId);
      return c.json({ content: { site_images: content.site_images, business_data: content.business_data } } satisfies SiteContentResponse);
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/syncContentLibrary/:id{[0-9]+}',
    capability: 'syncContentLibrary',
    params: idParams,
    handler: async ({ c, deps, user, params }) => {
      await syncContentLibrary(deps, { siteId: params.id, userId: user.id });
      return c.json({ synced: true } satisfies SyncContentLibraryResponse);
    },
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/outbox',
    capability: 'readOutbox',
    query: outboxQuerySchema,
    handler: async ({ c, deps, query }) => c.json({ messages: await listOutbox(deps.db, query.limit) } satisfies OutboxResponse),
  }),
];
