import { fromPromise } from 'xstate';
import { pageSeoEndpoints } from '../../domain/api/pageSeo.endpoints';
import type { PageSeoActors } from '../../machines/pageSeo/pageSeo.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';

/** The page SEO editor's actors: each calls its endpoint of domain/api/pageSeo.endpoints.ts (part 2 §7 'Pages and SEO'). */
export const pageSeoActors: PageSeoActors = {
  loadPages: fromEndpoint(pageSeoEndpoints.pages),
  savePages: fromEndpoint(pageSeoEndpoints.updatePagesMeta),
  applyPreset: fromEndpoint(pageSeoEndpoints.genPagesMeta),
  loadPresetUsage: fromEndpoint(pageSeoEndpoints.presetUsage),
  writeDescription: fromPromise(
    async ({ input, signal }) => (await call(pageSeoEndpoints.writeDescription, input, { signal })).data[0]!.message.content,
  ),
};
