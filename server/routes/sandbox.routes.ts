import type { Context } from 'hono';
import { sandboxEndpoints } from '../../domain/api/sandbox.endpoints';
import type { AppEnv } from '../appDeps';
import { built, defineRoute, type RouteModule } from '../http/route';
import { createSandboxServicePages, type SandboxPage } from '../integrations/sandboxServicePages';

const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' };

const page = async (c: Context<AppEnv>, shown: SandboxPage) =>
  built('svg' in shown ? c.body(shown.svg, 200, svgHeaders) : await c.html(shown.html, shown.status));

/** The sandbox services' own pages (domain/api/sandbox.endpoints.ts): HTML and SVG, not JSON. */
export const sandboxRoutes: RouteModule = (deps) => {
  const pages = createSandboxServicePages(deps);
  return [
    defineRoute(sandboxEndpoints.templateThumbnail, async ({ c, params }) => page(c, await pages.templateThumbnail(params.templateId))),
    defineRoute(sandboxEndpoints.templateImage, async ({ c, params }) =>
      page(c, await pages.templateImage(params.templateId, params.image)),
    ),
    defineRoute(sandboxEndpoints.templatePreview, async ({ c, params }) => page(c, await pages.templatePreview(params.templateId))),
    defineRoute(sandboxEndpoints.sitePreview, async ({ c, params }) => page(c, await pages.sitePreview(params.siteName))),
    defineRoute(sandboxEndpoints.previewPage, async ({ c, params }) => page(c, await pages.previewPage(params.siteName, params.pagePath))),
    defineRoute(sandboxEndpoints.liveSite, async ({ c, params }) => page(c, await pages.liveSite(params.apex))),
    defineRoute(sandboxEndpoints.editor, async ({ c, params, query }) => page(c, await pages.editor(params.siteName, query.token))),
    defineRoute(sandboxEndpoints.boardCard, async ({ c, params }) => page(c, await pages.boardCard(params.cardId))),
    defineRoute(sandboxEndpoints.organization, async ({ c, params }) => page(c, await pages.organization(params.orgId))),
  ];
};
