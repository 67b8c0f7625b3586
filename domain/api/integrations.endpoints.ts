import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import {
  builderContentParams,
  builderSiteParams,
  builderSiteSummarySchema,
  contentLibrarySyncedSchema,
  editorLinkSchema,
  healthSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  siteContentSchema,
  templatesSchema,
} from './integrations.schema';

/** What a failing builder call answers (docs/integrations.md 'Errors'); 503 while it rate-limits us, 504 when it does not answer in time. */
const builderFailed =
  "The website builder failed or refused the call; `error` names it and says what to do ('… is having problems (status 502); try again later.')";

const noBuilderProject = "'<name> has no builder project yet: create or link one first'";

/** The install's health, the builder calls of part 2 §7 and the sandbox outbox (docs/integrations.md). */
export const integrationsEndpoints = {
  health: endpoint({
    method: 'get',
    path: '/api/health',
    capability: 'public',
    summary: 'Liveness: the process answers, and how the install is wired',
    description:
      "Public and without I/O: an orchestrator's liveness probe points here, and a new admin can see how the install is wired. `databaseKind` is `pglite` or `postgres`; `services` names the implementation (`sandbox` or `live`) of each outside service. Never a secret (decision 0313). Whether the database and the job queue answer is GET /api/ready, which a load balancer uses.",
    answers: { 200: healthSchema },
  }),
  templates: endpoint({
    method: 'get',
    path: '/api/templates',
    capability: 'readSites',
    summary: "The builder's templates",
    description:
      '`[{template_id, template_name, thumbnail_url, preview_url, base_site_name}]`; `base_site_name` is the builder site the template is made from (its content library shows what the template holds), or null when the builder does not name one (Duda does not).',
    answers: { 200: templatesSchema },
    refusals: { 502: builderFailed },
  }),
  editorLink: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/sso',
    capability: 'openEditor',
    summary: "A single-sign-on link into the builder's editor for a site",
    description:
      "`{url}`, made on click because it expires in 2 minutes. Everyone but florists and SDRs (openEditor). The sandbox's link is `/sandbox/editor/<site>?token=…`.",
    params: idParams,
    answers: { 200: editorLinkSchema },
    refusals: { 404: 'Site not found', 409: noBuilderProject, 502: builderFailed },
  }),
  builderSite: endpoint({
    method: 'get',
    path: '/api/sites/:dudaId/duda',
    capability: 'readSites',
    summary: 'A builder site: its thumbnail, preview and name',
    description:
      '`{thumbnail_url, preview_site_url, site_name}`. A name that is not a builder site name (letters, digits, `_`, `-`, up to 64) is 404 `No builder site <name>`.',
    params: builderSiteParams,
    answers: { 200: builderSiteSummarySchema },
    refusals: { 404: "The builder does not know the site ('The website builder (Duda) could not find site …')", 502: builderFailed },
  }),
  builderContent: endpoint({
    method: 'get',
    path: '/api/sites/:baseId/content',
    capability: 'readSites',
    summary: "A builder site's content library: its images and business data",
    description:
      "`{content: {site_images: [{label, url, alt}], business_data: {name?, logo_url?}}}`; a template's base site shows what the template holds.",
    params: builderContentParams,
    answers: { 200: siteContentSchema },
    refusals: { 404: "The builder does not know the site ('The website builder (Duda) could not find site …')", 502: builderFailed },
  }),
  syncContentLibrary: endpoint({
    method: 'post',
    path: '/api/sites/syncContentLibrary/:id{[0-9]+}',
    capability: 'syncContentLibrary',
    summary: "Pushes the site's details into its builder content library",
    description:
      "Pushes the site's name, phone, e-mail and address into the content library of its builder project and publishes it, then logs 'Content library synced'. Admins and designers.",
    params: idParams,
    answers: { 200: contentLibrarySyncedSchema },
    refusals: { 404: 'Site not found', 409: noBuilderProject, 502: builderFailed },
  }),
  outbox: endpoint({
    method: 'get',
    path: '/api/outbox',
    capability: 'readOutbox',
    summary: 'The newest messages the sandbox mailer kept',
    description:
      '`{messages: [{id, from, to, cc, replyTo, subject, text, html, sentAt}]}`, newest first; `limit` 1 to 200 (default 50). Admins only (the Outbox page).',
    query: outboxQuerySchema,
    answers: { 200: outboxResponseSchema },
  }),
};
