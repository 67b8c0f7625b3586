import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import {
  chatGptAnswerSchema,
  chatGptBody,
  genPagesMetaBody,
  presetUsageQuery,
  presetUsageSchema,
  sitePagesSchema,
  updatePagesMetaBody,
} from './pageSeo.schema';

const noProject = "'<name> has no builder project yet: create or link one first'";

/**
 * Site Pages (part 2 §2.7, §7 'Pages and SEO'): the builder's pages with their SEO title and
 * description, saving changed pages, presets and the count of their use in the site's city, and
 * the AI writer. Everyone reads; changes need editPageSeo (admin, designer, care).
 */
export const pageSeoEndpoints = {
  pages: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/pages',
    capability: 'readSites',
    summary: "A site's builder pages with their SEO title and description",
    description: "Read from the builder each time, in its order; an SEO field not set yet is ''.",
    params: idParams,
    answers: { 200: sitePagesSchema },
    refusals: { 404: 'Site not found', 409: noProject, 502: 'The builder failed' },
  }),
  updatePagesMeta: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/updatePagesMeta',
    capability: 'editPageSeo',
    summary: "Saves the changed pages' SEO title and description at the builder",
    description:
      "Only the changed pages. Every page is checked to exist before any is written; a builder failure part-way still logs the pages it did save ('Page SEO updated: <titles>'), then answers with the builder's message. Answers the pages as the builder now has them.",
    params: idParams,
    body: updatePagesMetaBody,
    answers: { 200: sitePagesSchema },
    refusals: { 404: "Site not found, or 'Page <uuid> not found'", 409: noProject, 502: 'The builder failed' },
  }),
  presetUsage: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/numberOfPresetsUsedPerCity',
    capability: 'readSites',
    summary: 'How many other sites in a city use each page SEO preset',
    description: 'Every preset (1 to 7) is listed, with `Uses` 0 when no other site in the city uses it.',
    params: idParams,
    query: presetUsageQuery,
    answers: { 200: presetUsageSchema },
    refusals: { 404: 'Site not found' },
  }),
  genPagesMeta: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/genPagesMeta',
    capability: 'editPageSeo',
    summary: "Fills every page's SEO from a preset",
    description:
      "Preset 1 to 7 (Default and Preset 1 to 6), filled with the site's name, city and state and written to the builder page by page; the preset is recorded on the site, with the log entry 'Page SEO generated from <preset>', only once every page took it. Answers the pages as the builder now has them.",
    params: idParams,
    body: genPagesMetaBody,
    answers: { 200: sitePagesSchema },
    refusals: {
      404: 'Site not found',
      409: `${noProject}; '<name> has no city and state yet: add them before generating page SEO'`,
      502: 'The builder failed',
    },
  }),
  writeDescription: endpoint({
    method: 'post',
    path: '/api/chat-gpt',
    capability: 'editPageSeo',
    summary: "Writes a page's meta description with the AI writer",
    description:
      "`location` is the home's location name, when it has one. The answer keeps the chat-completion shape the page reads: `data[0].message.content`.",
    body: chatGptBody,
    answers: { 200: chatGptAnswerSchema },
    refusals: { 502: 'The AI writer failed' },
  }),
};
