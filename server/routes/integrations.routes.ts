import { integrationsEndpoints } from '../../domain/api/integrations.endpoints';
import { defineRoute, type RouteModule } from '../http/route';
import { requireBuilderProject } from '../integrations/builder/requireBuilderProject';
import { syncContentLibrary } from '../integrations/builder/siteContent';
import { listOutbox } from '../integrations/mail/outbox';
import { requireSite } from '../sites/requireSite';

/** The install's health, the builder calls of part 2 §7 and the sandbox outbox (domain/api/integrations.endpoints.ts). */
export const integrationsRoutes: RouteModule = () => [
  // Liveness: no I/O, so a slow database never makes an orchestrator restart a working process (readiness is GET /api/ready).
  defineRoute(integrationsEndpoints.health, ({ deps }) => ({
    status: 'ok' as const,
    databaseKind: deps.config.DATABASE_URL ? ('postgres' as const) : ('pglite' as const),
    services: deps.integrations.modes,
  })),
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
