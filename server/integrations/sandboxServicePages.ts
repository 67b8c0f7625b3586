import type { AppDeps } from '../appDeps';
import { renderOrganizationPage } from '../siteDetail/sandboxOrganizationPage';
import { createSandboxBoard } from './board/board.sandbox';
import type { BuilderContent } from './builder/builder.port';
import { createSandboxBuilder } from './builder/builder.sandbox';
import { checkEditorToken } from './builder/sandboxEditorTokens';
import { renderCardPage, renderEditorPage, renderMessagePage, renderSitePage, renderSvg } from './builder/sandboxPages';
import { baseSiteName, findSandboxTemplate, templateImageLabels } from './builder/sandboxTemplates';
import { IntegrationError } from './integrationError';

type Html = ReturnType<typeof renderMessagePage>;

/** An HTML page of a sandbox service and its status, or a picture. */
export type SandboxPage = { status: 200 | 403 | 404; html: Html } | { status: 200; svg: string };

const ok = (html: Html): SandboxPage => ({ status: 200, html });
const notFoundPage = (what: string): SandboxPage => ({
  status: 404,
  html: renderMessagePage('Not found', `There is no sandbox ${what} here.`),
});

/**
 * The sandbox services' own pages (decisions.md §8): template thumbnails and previews, a sandbox
 * site's preview, 'live' and editor pages, board cards and the stand-in back office. The sandbox
 * implementations themselves read the state, whichever mode the app's services run in.
 */
export const createSandboxServicePages = (deps: AppDeps) => {
  const { db } = deps;
  const builder = createSandboxBuilder({ db, publicOrigin: deps.config.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? '', now: deps.now });
  const board = createSandboxBoard({ db, publicOrigin: '', now: deps.now });

  /** A sandbox site with its template, or undefined when either is gone. */
  const sandboxSite = async (siteName: string) => {
    const site = await db.selectFrom('sandbox_builder_sites').selectAll().where('site_name', '=', siteName).executeTakeFirst();
    const template = site && findSandboxTemplate(site.template_id);
    return site && template ? { site, template, content: site.content as BuilderContent } : undefined;
  };

  return {
    templateThumbnail: async (templateId: string): Promise<SandboxPage> => {
      const template = findSandboxTemplate(templateId);
      if (!template) return notFoundPage('template');
      return { status: 200, svg: await renderSvg(template.name, template.colors) };
    },

    templateImage: async (templateId: string, image: string): Promise<SandboxPage> => {
      const template = findSandboxTemplate(templateId);
      const label = templateImageLabels.find((candidate) => `${candidate.toLowerCase()}.svg` === image);
      if (!template || !label) return notFoundPage('image');
      return { status: 200, svg: await renderSvg(`${label} · ${template.name}`, template.colors) };
    },

    templatePreview: async (templateId: string): Promise<SandboxPage> => {
      const template = findSandboxTemplate(templateId);
      if (!template) return notFoundPage('template');
      const baseSite = baseSiteName(template);
      return ok(
        renderSitePage({
          kind: 'Template preview',
          name: `${template.name} Funeral Home`,
          pages: await builder.listPages(baseSite),
          content: await builder.getContent(baseSite),
          colors: template.colors,
        }),
      );
    },

    sitePreview: async (siteName: string): Promise<SandboxPage> => {
      const entry = await sandboxSite(siteName);
      if (!entry) return notFoundPage('site');
      const { site, template, content } = entry;
      return ok(
        renderSitePage({
          kind: 'Preview',
          name: content.business_data.name ?? site.business_name,
          pages: await builder.listPages(site.site_name),
          content,
          colors: template.colors,
        }),
      );
    },

    // One page of the preview, as a real builder serves each page at its own path; staging's
    // collection-URL check fetches these. A path that is not one of the site's pages is a 404.
    previewPage: async (siteName: string, pagePath: string): Promise<SandboxPage> => {
      const entry = await sandboxSite(siteName);
      if (!entry) return notFoundPage('site');
      const { site, template, content } = entry;
      const page = (await builder.listPages(site.site_name)).find((candidate) => candidate.path === pagePath);
      if (!page) return notFoundPage('page');
      return ok(
        renderSitePage({
          kind: 'Preview',
          name: content.business_data.name ?? site.business_name,
          pages: [page],
          content,
          colors: template.colors,
        }),
      );
    },

    liveSite: async (apexParam: string): Promise<SandboxPage> => {
      const apex = apexParam.toLowerCase();
      const ours = await db
        .selectFrom('sites')
        .select('duda_id')
        .where('apex', '=', apex)
        .where('duda_id', 'is not', null)
        .executeTakeFirst();
      const entry = ours?.duda_id ? await sandboxSite(ours.duda_id) : undefined;
      if (!entry) return notFoundPage(`website for ${apex}`);
      const { site, template } = entry;
      if (!site.published_at) {
        return { status: 404, html: renderMessagePage('Not published yet', `The website for ${apex} has not been published yet.`) };
      }
      const content = (site.published_content ?? site.content) as BuilderContent;
      return ok(
        renderSitePage({
          kind: 'Live',
          name: content.business_data.name ?? site.business_name,
          pages: await builder.listPages(site.site_name),
          content,
          colors: template.colors,
        }),
      );
    },

    editor: async (siteName: string, token: string): Promise<SandboxPage> => {
      const check = checkEditorToken(siteName, token, deps.now());
      if (check !== 'valid') {
        const message =
          check === 'expired'
            ? 'This editor link has expired (they last 2 minutes). Use the Editor button again for a new one.'
            : 'This editor link is not valid. Use the Editor button in Website Admin.';
        return { status: 403, html: renderMessagePage('Editor link not valid', message) };
      }
      const entry = await sandboxSite(siteName);
      if (!entry) return notFoundPage('site');
      const { site, template, content } = entry;
      return ok(
        renderEditorPage({
          siteName,
          name: content.business_data.name ?? site.business_name,
          pages: await builder.listPages(siteName),
          content,
          colors: template.colors,
        }),
      );
    },

    boardCard: async (cardId: string): Promise<SandboxPage> => {
      try {
        const card = await board.getCard(cardId);
        const comments = await db
          .selectFrom('sandbox_board_comments')
          .select(['text', 'created_at'])
          .where('card_id', '=', cardId)
          .orderBy('id')
          .execute();
        return ok(
          renderCardPage(
            card,
            comments.map((comment) => ({ text: comment.text, createdAt: comment.created_at })),
          ),
        );
      } catch (error) {
        if (error instanceof IntegrationError && error.kind === 'not_found') return notFoundPage('card');
        throw error;
      }
    },

    // Stands in for the provider's back office (the Backend link) while ORGANIZATION_DASHBOARD_URL is unset.
    organization: async (organizationId: string): Promise<SandboxPage> => {
      const sites = await db
        .selectFrom('sites')
        .select(['id', 'name', 'launcher_label'])
        .where('organization_id', '=', organizationId)
        .orderBy('id')
        .execute();
      return ok(renderOrganizationPage(organizationId, sites));
    },
  };
};
