import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/appEnv';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { createSandboxServicePages, type SandboxPage } from '../integrations/sandboxServicePages';

const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' };

const page = (c: Context<AppEnv>, shown: SandboxPage) => ('svg' in shown ? c.body(shown.svg, 200, svgHeaders) : c.html(shown.html, shown.status));

/**
 * The sandbox services' own pages (decisions.md §8). Public like the real services' pages are (the
 * editor needs its short-lived token); they answer HTML, not JSON.
 */
export const sandboxRoutes: RouteModule = (deps) => {
  const pages = createSandboxServicePages(deps);
  return [
    defineLegacyRoute({
      method: 'get',
      path: '/sandbox/templates/:templateId/thumbnail.svg',
      capability: 'public',
      params: v.object({ templateId: v.string() }),
      handler: async ({ c, params }) => page(c, await pages.templateThumbnail(params.templateId)),
    }),
    defineLegacyRoute({
      method: 'get',
      path: '/sandbox/templates/:templateId/images/:image',
      capability: 'public',
      params: v.object({ templateId: v.string(), image: v.string() }),
      handler: async ({ c, params }) => page(c, await pages.templateImage(params.templateId, params.image)),
    }),
    defineLegacyRoute({
      method: 'get',
      path: '/sandbox/templates/:templateId/preview',
      capability: 'public',
      params: v.object({ templateId: v.string() }),
      handler: async ({ c, params }) => page(c, await pages.templatePreview(params.templateId)),
    }),
    defineLegacyRoute({
      method: 'get',
      path: '/sandbox/preview/:siteName',
      capability: 'public',
      params: v.object({ siteName: v.string() }),
      handler: async ({ c, params }) => page(c, await pages.sitePreview(params.siteName)),
    }),
    defineLegacyRoute({
      method: 'get',
      path: '/sandbox/preview/:siteName/:pagePath',
      capability: 'public',
      params: v.object({ siteName: v.string(), pagePath: v.string() }),
      handler: async ({ c, params }) => page(c, await pages.previewPage(params.siteName, params.pagePath)),
    }),
    defineLegacyRoute({
      method: 'get',
      path: '/sandbox/live/:apex',
      capability: 'public',
      params: v.object({ apex: v.string() }),
      handler: async ({ c, params }) => page(c, await pages.liveSite(params.apex)),
    }),
    defineLegacyRoute({
      method: 'get',
      path: '/sandbox/editor/:siteName',
      capability: 'public',
      params: v.object({ siteName: v.string() }),
      query: v.object({ token: v.optional(v.string(), '') }),
      handler: async ({ c, params, query }) => page(c, await pages.editor(params.siteName, query.token)),
    }),
    defineLegacyRoute({
      method: 'get',
      path: '/sandbox/board/cards/:cardId',
      capability: 'public',
      params: v.object({ cardId: v.string() }),
      handler: async ({ c, params }) => page(c, await pages.boardCard(params.cardId)),
    }),
    defineLegacyRoute({
      method: 'get',
      path: '/sandbox/organizations/:orgId',
      capability: 'public',
      params: v.object({ orgId: v.string() }),
      handler: async ({ c, params }) => page(c, await pages.organization(params.orgId)),
    }),
  ];
};
