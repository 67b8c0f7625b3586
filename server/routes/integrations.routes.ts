import { integrationsEndpoints } from '../../domain/api/integrations.endpoints';
import type { HealthResponse } from '../../domain/api/integrations.schema';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { requireBuilderProject } from '../integrations/builder/requireBuilderProject';
import { syncContentLibrary } from '../integrations/builder/siteContent';
import { checkHealth, healthFailure } from '../integrations/health';
import { listOutbox } from '../integrations/mail/outbox';
import { requireSite } from '../sites/requireSite';

/** The install's health, the builder calls of part 2 §7 and the sandbox outbox (domain/api/integrations.endpoints.ts). */
export const integrationsRoutes: RouteModule = () => [
  defineRoute(integrationsEndpoints.health, async ({ deps }) => {
    const health = await checkHealth(deps);
    const error = healthFailure(health);
    const body: HealthResponse = {
      status: error ? 'unavailable' : 'ok',
      ...health,
      ...(error ? { error } : {}),
      databaseKind: deps.config.DATABASE_URL ? 'postgres' : 'pglite',
      services: deps.integrations.modes,
    };
    return error ? answer(503, body) : body;
  }),
  defineRoute(integrationsEndpoints.templates, ({ deps }) => deps.integrations.builder.listTemplates()),
  defineRoute(integrationsEndpoints.editorLink, async ({ deps, params }) => {
    const project = requireBuilderProject(await requireSite(deps.db, params.id), 'first');
    return deps.integrations.builder.createEditorLink(project);
  }),
  defineRoute(integrationsEndpoints.builderSite, async ({ deps, params }) => {
    const details = await deps.integrations.builder.getSite(params.dudaId);
    return { thumbnail_url: details.thumbnail_url, preview_site_url: details.preview_site_url, site_name: details.site_name };
  }),
  defineRoute(integrationsEndpoints.builderContent, async ({ deps, params }) => {
    const content = await deps.integrations.builder.getContent(params.baseId);
    return { content: { site_images: content.site_images, business_data: content.business_data } };
  }),
  defineRoute(integrationsEndpoints.syncContentLibrary, async ({ deps, user, params }) => {
    await syncContentLibrary(deps, { siteId: params.id, userId: user.id });
    return { synced: true as const };
  }),
  defineRoute(integrationsEndpoints.outbox, async ({ deps, query }) => ({ messages: await listOutbox(deps.db, query.limit) })),
];
