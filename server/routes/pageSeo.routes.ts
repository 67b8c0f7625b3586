import { type ChatGptAnswer, chatGptBody, genPagesMetaBody, presetUsageQuery, updatePagesMetaBody } from '../../domain/api/pageSeo.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { generatePagesMeta } from '../pageSeo/generatePagesMeta';
import { presetUsageInCity } from '../pageSeo/presetUsage';
import { readSitePages, requirePagesSite } from '../pageSeo/sitePages';
import { updatePagesMeta } from '../pageSeo/updatePagesMeta';
import { requireSite } from '../sites/requireSite';

/**
 * Site Pages (part 2 §2.7, §7 'Pages and SEO'): the builder's pages with their SEO title and
 * description, saving changed pages, presets and the count of their use in the site's city, and
 * the AI writer. Everyone reads; changes need editPageSeo (admin, designer, care).
 */
export const pageSeoRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/pages',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => {
      const { site, project } = await requirePagesSite(deps, params.id);
      return c.json(await readSitePages(deps, site, project));
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/updatePagesMeta',
    capability: 'editPageSeo',
    params: idParams,
    body: updatePagesMetaBody,
    handler: async ({ c, deps, user, params, body }) => c.json(await updatePagesMeta(deps, user, params.id, body)),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/numberOfPresetsUsedPerCity',
    capability: 'readSites',
    params: idParams,
    query: presetUsageQuery,
    handler: async ({ c, deps, params, query }) => {
      await requireSite(deps.db, params.id);
      return c.json(await presetUsageInCity(deps.db, params.id, query.city, query.state));
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/genPagesMeta',
    capability: 'editPageSeo',
    params: idParams,
    body: genPagesMetaBody,
    handler: async ({ c, deps, user, params, body }) => c.json(await generatePagesMeta(deps, user, params.id, body.preset)),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/chat-gpt',
    capability: 'editPageSeo',
    body: chatGptBody,
    handler: async ({ c, deps, body }) => {
      const content = await deps.integrations.ai.writeMetaDescription({
        funeralHomeName: body.fhName,
        location: body.location,
        city: body.city,
        state: body.state,
        pageTitle: body.pageTitle,
      });
      return c.json({ data: [{ message: { content } }] } satisfies ChatGptAnswer);
    },
  }),
];
