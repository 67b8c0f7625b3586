import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { createSandboxBoard } from '../integrations/board/board.sandbox';
import type { BuilderContent } from '../integrations/builder/builder.port';
import { createSandboxBuilder } from '../integrations/builder/builder.sandbox';
import { checkEditorToken } from '../integrations/builder/sandboxEditorTokens';
import { renderCardPage, renderEditorPage, renderMessagePage, renderSitePage, renderSvg } from '../integrations/builder/sandboxPages';
import { baseSiteName, findSandboxTemplate, templateImageLabels } from '../integrations/builder/sandboxTemplates';
import { IntegrationError } from '../integrations/integrationError';
import { renderOrganizationPage } from '../siteDetail/sandboxOrganizationPage';

const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' };

/**
 * The sandbox services' own pages (decisions.md §8): template thumbnails and previews, a sandbox
 * site's preview, 'live' and editor pages, and board cards. Public like the real services' pages
 * are (the editor needs its short-lived token); mounted before the /api session guard.
 */
export const sandboxRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  // The sandbox implementations themselves read the state, whichever mode the app's services run in.
  const builder = createSandboxBuilder({ db: deps.db, publicOrigin: deps.config.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? '', now: deps.now });
  const board = createSandboxBoard({ db: deps.db, publicOrigin: '', now: deps.now });
  const notFoundPage = (what: string) => renderMessagePage('Not found', `There is no sandbox ${what} here.`);

  const sandboxSite = (siteName: string) =>
    deps.db.selectFrom('sandbox_builder_sites').selectAll().where('site_name', '=', siteName).executeTakeFirst();

  app.get('/sandbox/templates/:templateId/thumbnail.svg', async (c) => {
    const template = findSandboxTemplate(c.req.param('templateId'));
    if (!template) return c.html(notFoundPage('template'), 404);
    return c.body(await renderSvg(template.name, template.colors), 200, svgHeaders);
  });

  app.get('/sandbox/templates/:templateId/images/:image', async (c) => {
    const template = findSandboxTemplate(c.req.param('templateId'));
    const label = templateImageLabels.find((candidate) => `${candidate.toLowerCase()}.svg` === c.req.param('image'));
    if (!template || !label) return c.html(notFoundPage('image'), 404);
    return c.body(await renderSvg(`${label} · ${template.name}`, template.colors), 200, svgHeaders);
  });

  app.get('/sandbox/templates/:templateId/preview', async (c) => {
    const template = findSandboxTemplate(c.req.param('templateId'));
    if (!template) return c.html(notFoundPage('template'), 404);
    const baseSite = baseSiteName(template);
    return c.html(
      renderSitePage({
        kind: 'Template preview',
        name: `${template.name} Funeral Home`,
        pages: await builder.listPages(baseSite),
        content: await builder.getContent(baseSite),
        colors: template.colors,
      }),
    );
  });

  app.get('/sandbox/preview/:siteName', async (c) => {
    const site = await sandboxSite(c.req.param('siteName'));
    const template = site && findSandboxTemplate(site.template_id);
    if (!site || !template) return c.html(notFoundPage('site'), 404);
    const content = site.content as BuilderContent;
    return c.html(
      renderSitePage({
        kind: 'Preview',
        name: content.business_data.name ?? site.business_name,
        pages: await builder.listPages(site.site_name),
        content,
        colors: template.colors,
      }),
    );
  });

  // One page of the preview, as a real builder serves each page at its own path; staging's
  // collection-URL check fetches these. A path that is not one of the site's pages is a 404.
  app.get('/sandbox/preview/:siteName/:pagePath', async (c) => {
    const site = await sandboxSite(c.req.param('siteName'));
    const template = site && findSandboxTemplate(site.template_id);
    if (!site || !template) return c.html(notFoundPage('site'), 404);
    const page = (await builder.listPages(site.site_name)).find((candidate) => candidate.path === c.req.param('pagePath'));
    if (!page) return c.html(notFoundPage('page'), 404);
    const content = site.content as BuilderContent;
    return c.html(renderSitePage({ kind: 'Preview', name: content.business_data.name ?? site.business_name, pages: [page], content, colors: template.colors }));
  });

  app.get('/sandbox/live/:apex', async (c) => {
    const apex = c.req.param('apex').toLowerCase();
    const ours = await deps.db.selectFrom('sites').select('duda_id').where('apex', '=', apex).where('duda_id', 'is not', null).executeTakeFirst();
    const site = ours?.duda_id ? await sandboxSite(ours.duda_id) : undefined;
    const template = site && findSandboxTemplate(site.template_id);
    if (!site || !template) return c.html(notFoundPage(`website for ${apex}`), 404);
    if (!site.published_at) {
      return c.html(renderMessagePage('Not published yet', `The website for ${apex} has not been published yet.`), 404);
    }
    const content = (site.published_content ?? site.content) as BuilderContent;
    return c.html(
      renderSitePage({
        kind: 'Live',
        name: content.business_data.name ?? site.business_name,
        pages: await builder.listPages(site.site_name),
        content,
        colors: template.colors,
      }),
    );
  });

  app.get('/sandbox/editor/:siteName', async (c) => {
    const siteName = c.req.param('siteName');
    const check = checkEditorToken(siteName, c.req.query('token') ?? '', deps.now());
    if (check !== 'valid') {
      const message =
        check === 'expired'
          ? 'This editor link has expired (they last 2 minutes). Use the Editor button again for a new one.'
          : 'This editor link is not valid. Use the Editor button in Website Admin.';
      return c.html(renderMessagePage('Editor link not valid', message), 403);
    }
    const site = await sandboxSite(siteName);
    const template = site && findSandboxTemplate(site.template_id);
    if (!site || !template) return c.html(notFoundPage('site'), 404);
    const content = site.content as BuilderContent;
    return c.html(
      renderEditorPage({
        siteName,
        name: content.business_data.name ?? site.business_name,
        pages: await builder.listPages(siteName),
        content,
        colors: template.colors,
      }),
    );
  });

  app.get('/sandbox/board/cards/:cardId', async (c) => {
    const cardId = c.req.param('cardId');
    try {
      const card = await board.getCard(cardId);
      const comments = await deps.db
        .selectFrom('sandbox_board_comments')
        .select(['text', 'created_at'])
        .where('card_id', '=', cardId)
        .orderBy('id')
        .execute();
      return c.html(renderCardPage(card, comments.map((comment) => ({ text: comment.text, createdAt: comment.created_at }))));
    } catch (error) {
      if (error instanceof IntegrationError && error.kind === 'not_found') return c.html(notFoundPage('card'), 404);
      throw error;
    }
  });

  // Stands in for the provider's back office (the Backend link) while ORGANIZATION_DASHBOARD_URL is unset.
  app.get('/sandbox/organizations/:orgId', async (c) => {
    const organizationId = c.req.param('orgId');
    const sites = await deps.db
      .selectFrom('sites')
      .select(['id', 'name', 'launcher_label'])
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .execute();
    return c.html(renderOrganizationPage(organizationId, sites));
  });

  return app;
};
