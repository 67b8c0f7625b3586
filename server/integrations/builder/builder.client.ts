import type { AccessCheck } from '../accessCheck';
import { createHttpClient, type HttpClientOptions, withAuthorizationHeader } from '../httpClient';
import { readJsonErrorMessage } from '../readJsonErrorMessage';
import type { BuilderBackup, BuilderContent, BuilderPage, BuilderSiteDetails, BuilderTemplate, WebsiteBuilder } from './builder.port';
import {
  dudaBackups,
  dudaContent,
  dudaCreatedBackup,
  dudaCreatedSite,
  dudaPages,
  dudaSite,
  dudaSsoLink,
  dudaTemplates,
  isDudaResourceNotExist,
} from './dudaAnswers';

interface DudaClientConfig {
  baseUrl: string;
  user: string;
  password: string;
  /** The Duda account the SSO link signs in as. */
  ssoAccount: string;
  timeoutMs: number;
  retry?: Pick<HttpClientOptions, 'baseDelayMs' | 'maxRetries' | 'sleep'>;
}

const site = (name: string) => encodeURIComponent(name);

/** The Duda Partner API over HTTP Basic auth (API user and password). */
export const createDudaClient = (config: DudaClientConfig): WebsiteBuilder & AccessCheck => {
  const authorization = `Basic ${Buffer.from(`${config.user}:${config.password}`).toString('base64')}`;
  const http = createHttpClient({
    service: 'builder',
    baseUrl: config.baseUrl,
    credentialVariables: ['DUDA_API_USER', 'DUDA_API_PASSWORD'],
    authorize: withAuthorizationHeader(authorization),
    readErrorMessage: readJsonErrorMessage,
    isNotFound: isDudaResourceNotExist,
    timeoutMs: config.timeoutMs,
    ...config.retry,
  });
  const siteNotFound = (name: string) => `site '${name}'`;

  return {
    check: async () => {
      const templates = await http.json({ method: 'GET', path: '/sites/multiscreen/templates' }, dudaTemplates);
      return `${templates.length} templates listed`;
    },

    listTemplates: async (): Promise<BuilderTemplate[]> => {
      const templates = await http.json({ method: 'GET', path: '/sites/multiscreen/templates' }, dudaTemplates);
      return templates.map((template) => ({
        template_id: String(template.template_id),
        template_name: template.template_name,
        thumbnail_url: template.thumbnail_url ?? template.desktop_thumbnail_url ?? '',
        preview_url: template.preview_url ?? '',
        // Duda's template names no site it was made from (decision 0491).
        base_site_name: null,
      }));
    },

    createSite: async ({ templateId, businessName, externalUid }) => {
      // Numeric ids are Duda's legacy template_id; anything else is a template_alias.
      const template = /^\d+$/.test(templateId) ? { template_id: Number(templateId) } : { template_alias: templateId };
      const { site_name } = await http.json(
        {
          method: 'POST',
          path: '/sites/multiscreen/create',
          json: { ...template, site_data: { external_uid: externalUid, site_business_info: { business_name: businessName } } },
          notFound: `template ${templateId}`,
        },
        dudaCreatedSite,
      );
      return { site_name };
    },

    getSite: async (name): Promise<BuilderSiteDetails> => {
      const details = await http.json({ method: 'GET', path: `/sites/multiscreen/${site(name)}`, notFound: siteNotFound(name) }, dudaSite);
      return {
        site_name: details.site_name,
        preview_site_url: details.preview_site_url ?? '',
        thumbnail_url: details.thumbnail_url ?? '',
        publish_status: details.publish_status ?? 'NOT_PUBLISHED_YET',
        last_published_date: details.last_published_date ?? null,
      };
    },

    listPages: async (name): Promise<BuilderPage[]> => {
      const pages = await http.json(
        { method: 'GET', path: `/sites/multiscreen/${site(name)}/pages`, notFound: siteNotFound(name) },
        dudaPages,
      );
      return pages.map((page) => ({
        uuid: page.uuid,
        title: page.title,
        path: page.path,
        seo: { title: page.seo?.title ?? null, description: page.seo?.description ?? null },
      }));
    },

    updatePageSeo: async (name, pageUuid, seo) => {
      await http.request({
        method: 'PUT',
        path: `/sites/multiscreen/${site(name)}/pages/${encodeURIComponent(pageUuid)}`,
        json: { seo: { title: seo.title, description: seo.description } },
        notFound: `page ${pageUuid} of site '${name}'`,
      });
    },

    getContent: async (name): Promise<BuilderContent> => {
      const content = await http.json(
        { method: 'GET', path: `/sites/multiscreen/${site(name)}/content`, notFound: siteNotFound(name) },
        dudaContent,
      );
      return {
        site_images: content.site_images.map(({ label, url, alt }) => ({ label, url, alt })),
        business_data: content.business_data,
        location_data: content.location_data,
      };
    },

    updateContent: async (name, content) => {
      // Sending the same content twice leaves the library as once: safe to retry.
      await http.request({
        method: 'POST',
        path: `/sites/multiscreen/${site(name)}/content`,
        json: content,
        idempotent: true,
        notFound: siteNotFound(name),
      });
    },

    publishContent: async (name) => {
      await http.request({
        method: 'POST',
        path: `/sites/multiscreen/${site(name)}/content/publish`,
        idempotent: true,
        notFound: siteNotFound(name),
      });
    },

    createEditorLink: async (name) => {
      const { url } = await http.json(
        {
          method: 'GET',
          path: `/accounts/sso/${encodeURIComponent(config.ssoAccount)}/link`,
          query: { site_name: name, target: 'EDITOR' },
          notFound: `site '${name}' or account '${config.ssoAccount}'`,
        },
        dudaSsoLink,
      );
      return { url };
    },

    publishSite: async (name) => {
      await http.request({
        method: 'POST',
        path: `/sites/multiscreen/publish/${site(name)}`,
        idempotent: true,
        notFound: siteNotFound(name),
      });
    },

    createBackup: async (name, backupName) => {
      const created = await http.json(
        {
          method: 'POST',
          path: `/sites/multiscreen/backups/${site(name)}/create`,
          json: { name: backupName },
          notFound: siteNotFound(name),
        },
        dudaCreatedBackup,
      );
      return { backup_name: created?.name ?? backupName };
    },

    listBackups: async (name): Promise<BuilderBackup[]> => {
      const backups = await http.json(
        { method: 'GET', path: `/sites/multiscreen/backups/${site(name)}`, notFound: siteNotFound(name) },
        dudaBackups,
      );
      return backups.map((backup) => ({ backup_name: backup.name, created_at: backup.date ?? null }));
    },
  };
};
