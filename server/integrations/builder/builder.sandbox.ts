import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { IntegrationError, notFoundError } from '../integrationError';
import { serviceLabels } from '../serviceNames';
import type {
  BuilderBackup,
  BuilderContent,
  BuilderPage,
  BuilderSiteDetails,
  BuilderTemplate,
  CreateSiteInput,
  WebsiteBuilder,
} from './builder.port';
import { issueEditorToken } from './sandboxEditorTokens';
import {
  baseSiteName,
  findSandboxTemplate,
  findTemplateByBaseSite,
  type SandboxTemplate,
  sandboxPaths,
  sandboxTemplates,
  templateImageLabels,
} from './sandboxTemplates';

interface SandboxBuilderDeps {
  db: Kysely<Database>;
  /** Prefix of every URL the sandbox hands out: the public origin, or '' for same-origin paths. */
  publicOrigin: string;
  now: () => Date;
}

const templateContent = (template: SandboxTemplate, origin: string, businessName?: string): BuilderContent => ({
  site_images: templateImageLabels.map((label) => ({
    label,
    url: origin + sandboxPaths.image(template.id, label),
    alt: `${label} photo`,
  })),
  // The template's thumbnail stands in for its logo, so the intake wizard's design step has one to show.
  business_data: { name: businessName ?? `${template.name} Funeral Home`, logo_url: origin + sandboxPaths.thumbnail(template.id) },
  location_data: {},
});

/** Duda site names are 8 hex characters; so are ours. */
const newSiteName = () => randomBytes(4).toString('hex');

/**
 * The website builder offline: sites, pages, content library, backups and publish state live in
 * our database, and their preview, live and editor pages are served by our own server
 * (server/routes/sandbox.routes.ts). A template's base site reads like a site of its own.
 */
export const createSandboxBuilder = ({ db, publicOrigin, now }: SandboxBuilderDeps): WebsiteBuilder => {
  const siteRow = async (siteName: string) => {
    const row = await db.selectFrom('sandbox_builder_sites').selectAll().where('site_name', '=', siteName).executeTakeFirst();
    if (!row) throw notFoundError('builder', `site '${siteName}'`);
    return row;
  };

  return {
    listTemplates: async (): Promise<BuilderTemplate[]> =>
      sandboxTemplates.map((template) => ({
        template_id: template.id,
        template_name: template.name,
        thumbnail_url: publicOrigin + sandboxPaths.thumbnail(template.id),
        preview_url: publicOrigin + sandboxPaths.templatePreview(template.id),
        base_site_name: baseSiteName(template),
      })),

    createSite: async ({ templateId, businessName }: CreateSiteInput) => {
      const template = findSandboxTemplate(templateId);
      if (!template) throw notFoundError('builder', `template ${templateId}`);
      const siteName = newSiteName();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sandbox_builder_sites')
          .values({
            site_name: siteName,
            template_id: template.id,
            business_name: businessName,
            content: JSON.stringify(templateContent(template, publicOrigin, businessName)),
            created_at: now(),
          })
          .execute();
        await trx
          .insertInto('sandbox_builder_pages')
          .values(
            template.pages.map((page, position) => ({ uuid: randomBytes(16).toString('hex'), site_name: siteName, ...page, position })),
          )
          .execute();
      });
      return { site_name: siteName };
    },

    getSite: async (siteName): Promise<BuilderSiteDetails> => {
      const template = findTemplateByBaseSite(siteName);
      if (template) {
        return {
          site_name: siteName,
          preview_site_url: publicOrigin + sandboxPaths.templatePreview(template.id),
          thumbnail_url: publicOrigin + sandboxPaths.thumbnail(template.id),
          publish_status: 'NOT_PUBLISHED_YET',
          last_published_date: null,
        };
      }
      const row = await siteRow(siteName);
      return {
        site_name: row.site_name,
        preview_site_url: publicOrigin + sandboxPaths.preview(row.site_name),
        thumbnail_url: publicOrigin + sandboxPaths.thumbnail(row.template_id),
        publish_status: row.published_at ? 'PUBLISHED' : 'NOT_PUBLISHED_YET',
        last_published_date: row.published_at ? row.published_at.toISOString() : null,
      };
    },

    listPages: async (siteName): Promise<BuilderPage[]> => {
      const template = findTemplateByBaseSite(siteName);
      if (template) {
        return template.pages.map((page, index) => ({ uuid: `${siteName}-${index}`, ...page, seo: { title: null, description: null } }));
      }
      await siteRow(siteName);
      const pages = await db
        .selectFrom('sandbox_builder_pages')
        .selectAll()
        .where('site_name', '=', siteName)
        .orderBy('position')
        .execute();
      return pages.map((page) => ({
        uuid: page.uuid,
        title: page.title,
        path: page.path,
        seo: { title: page.seo_title, description: page.seo_description },
      }));
    },

    updatePageSeo: async (siteName, pageUuid, seo) => {
      await siteRow(siteName);
      const result = await db
        .updateTable('sandbox_builder_pages')
        .set({ seo_title: seo.title, seo_description: seo.description })
        .where('site_name', '=', siteName)
        .where('uuid', '=', pageUuid)
        .executeTakeFirst();
      if (!result.numUpdatedRows) throw notFoundError('builder', `page ${pageUuid} of site '${siteName}'`);
    },

    getContent: async (siteName): Promise<BuilderContent> => {
      const template = findTemplateByBaseSite(siteName);
      if (template) return templateContent(template, publicOrigin);
      return (await siteRow(siteName)).content as BuilderContent;
    },

    updateContent: async (siteName, content) => {
      const current = (await siteRow(siteName)).content as BuilderContent;
      await db
        .updateTable('sandbox_builder_sites')
        .set({ content: JSON.stringify({ ...current, ...content }) })
        .where('site_name', '=', siteName)
        .execute();
    },

    publishContent: async (siteName) => {
      const row = await siteRow(siteName);
      await db
        .updateTable('sandbox_builder_sites')
        .set({ published_content: JSON.stringify(row.content), content_published_at: now() })
        .where('site_name', '=', siteName)
        .execute();
    },

    createEditorLink: async (siteName) => {
      await siteRow(siteName);
      return { url: publicOrigin + sandboxPaths.editor(siteName, issueEditorToken(siteName, now())) };
    },

    publishSite: async (siteName) => {
      const row = await siteRow(siteName);
      // Publishing a site publishes its content library with it, as on the builder.
      await db
        .updateTable('sandbox_builder_sites')
        .set({ published_at: now(), published_content: JSON.stringify(row.content), content_published_at: now() })
        .where('site_name', '=', siteName)
        .execute();
    },

    createBackup: async (siteName, name) => {
      await siteRow(siteName);
      const inserted = await db
        .insertInto('sandbox_builder_backups')
        .values({ site_name: siteName, name, created_at: now() })
        .onConflict((oc) => oc.columns(['site_name', 'name']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        throw new IntegrationError(
          'builder',
          'rejected',
          `${serviceLabels.builder} rejected the request (400): a backup named '${name}' already exists.`,
          400,
        );
      }
      return { backup_name: name };
    },

    listBackups: async (siteName): Promise<BuilderBackup[]> => {
      await siteRow(siteName);
      const backups = await db
        .selectFrom('sandbox_builder_backups')
        .select(['name', 'created_at'])
        .where('site_name', '=', siteName)
        .orderBy('id')
        .execute();
      return backups.map((backup) => ({ backup_name: backup.name, created_at: backup.created_at.toISOString() }));
    },
  };
};
