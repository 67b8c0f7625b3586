import * as v from 'valibot';
import { presetIds } from '../pageSeo/pagePresets';

const text = (field: string, max: number) =>
  v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`));
const required = (field: string, max: number) => v.pipe(text(field, max), v.nonEmpty(`${field} is required`));

/** A builder page as the editor reads it (part 2 §3 'Page'); an SEO field not set yet is ''. */
export const sitePageSchema = v.object({
  uuid: v.string(),
  title: v.string(),
  path: v.string(),
  seo: v.object({ title: v.string(), description: v.string() }),
});
export type SitePage = v.InferOutput<typeof sitePageSchema>;

/** What the editor needs of the site: the preset templates and the AI helper use its name, city and state. */
export const pagesSiteSchema = v.object({
  id: v.number(),
  name: v.string(),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  page_metadata_preset_id: v.nullable(v.picklist(presetIds)),
});
export type PagesSite = v.InferOutput<typeof pagesSiteSchema>;

/** GET /api/sites/{id}/pages, and the answer of every change to them: the site and its pages in the builder's order. */
export const sitePagesSchema = v.object({ site: pagesSiteSchema, pages: v.array(sitePageSchema) });
export type SitePages = v.InferOutput<typeof sitePagesSchema>;

/** POST /api/sites/{id}/updatePagesMeta: the changed pages only. */
export const updatePagesMetaBody = v.object({
  pages: v.pipe(
    v.array(
      v.object({
        uuid: required('uuid', 100),
        seo: v.object({ title: text('seo.title', 300), description: text('seo.description', 1000) }),
      }),
      'pages must be a list',
    ),
    v.minLength(1, 'pages must list at least one page'),
    v.maxLength(500, 'pages must list at most 500 pages'),
  ),
});
export type UpdatePagesMeta = v.InferOutput<typeof updatePagesMetaBody>;

/** POST /api/sites/{id}/genPagesMeta: preset 1 to 7 (Default and Preset 1 to 6). */
export const genPagesMetaBody = v.object({
  preset: v.pipe(v.number('preset must be a number'), v.picklist(presetIds, 'preset must be 1 to 7')),
});

/** GET /api/sites/{id}/numberOfPresetsUsedPerCity?city&state */
export const presetUsageQuery = v.object({ city: required('city', 100), state: required('state', 50) });

/** How many other sites in the city use each preset, every preset listed (part 2 §7: preset id and Uses). */
export const presetUsageSchema = v.array(v.object({ page_metadata_preset_id: v.picklist(presetIds), Uses: v.number() }));
export type PresetUsage = v.InferOutput<typeof presetUsageSchema>;

/** POST /api/chat-gpt (part 2 §7); location is the home's location name, when it has one. */
export const chatGptBody = v.object({
  fhName: required('fhName', 200),
  location: v.optional(text('location', 200), ''),
  city: required('city', 100),
  state: required('state', 50),
  pageTitle: required('pageTitle', 200),
});

/** The answer keeps the chat-completion shape the page reads: data[0].message.content. */
export const chatGptAnswerSchema = v.object({
  data: v.pipe(v.array(v.object({ message: v.object({ content: v.string() }) })), v.minLength(1)),
});
