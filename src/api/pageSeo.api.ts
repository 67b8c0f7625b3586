import { fromPromise } from 'xstate';
import { chatGptAnswerSchema, presetUsageSchema, sitePagesSchema } from '../../domain/api/pageSeo.schema';
import type { PageSeoActors } from '../../machines/pageSeo/pageSeo.actors';
import { api } from './http';

/** The page SEO editor's actors on /api/sites/{id}/pages and friends (part 2 §7 'Pages and SEO'). */
export const pageSeoActors: PageSeoActors = {
  loadPages: fromPromise(({ input: { siteId } }) => api.get(`api/sites/${siteId}/pages`, sitePagesSchema)),
  savePages: fromPromise(({ input: { siteId, pages } }) => api.post(`api/sites/${siteId}/updatePagesMeta`, { pages }, sitePagesSchema)),
  applyPreset: fromPromise(({ input: { siteId, preset } }) => api.post(`api/sites/${siteId}/genPagesMeta`, { preset }, sitePagesSchema)),
  loadPresetUsage: fromPromise(({ input: { siteId, city, state } }) =>
    api.get(`api/sites/${siteId}/numberOfPresetsUsedPerCity`, presetUsageSchema, { searchParams: { city, state } }),
  ),
  writeDescription: fromPromise(async ({ input }) => (await api.post('api/chat-gpt', input, chatGptAnswerSchema)).data[0]!.message.content),
};
