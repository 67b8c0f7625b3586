import type { EndpointInput } from '../../domain/api/endpoint';
import { pageSeoEndpoints } from '../../domain/api/pageSeo.endpoints';
import type { Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the page SEO editor's actors (domain/api/pageSeo.endpoints.ts): the app
 * injects the real ones (src/api/pageSeo.api.ts), tests and stories stubs.
 */

/** One changed page, as POST /api/sites/{id}/updatePagesMeta takes it. */
export type PageSeoChange = EndpointInput<typeof pageSeoEndpoints.updatePagesMeta>['pages'][number];

export const unprovidedPageSeoActors = {
  loadPages: unprovidedEndpoint('pageSeo', 'loadPages', pageSeoEndpoints.pages),
  savePages: unprovidedEndpoint('pageSeo', 'savePages', pageSeoEndpoints.updatePagesMeta),
  applyPreset: unprovidedEndpoint('pageSeo', 'applyPreset', pageSeoEndpoints.genPagesMeta),
  loadPresetUsage: unprovidedEndpoint('pageSeo', 'loadPresetUsage', pageSeoEndpoints.presetUsage),
  /** The AI helper's description (data[0].message.content of POST /api/chat-gpt). */
  writeDescription: unprovided<string, EndpointInput<typeof pageSeoEndpoints.writeDescription>>(
    'pageSeo',
    `writeDescription (POST ${pageSeoEndpoints.writeDescription.path})`,
  ),
};

export type PageSeoActors = typeof unprovidedPageSeoActors;

/** Part 2 §2.7 and §8's toasts; 'Unable to write a description' is ours (docs/decisions/0265-page-seo-editor.md). */
export const pageSeoNotices = {
  loadFailed: { tone: 'error', message: 'Unable to get pages from Duda' },
  saved: { tone: 'success', message: 'Pages updated successfully' },
  saveFailed: { tone: 'error', message: 'Unable to update pages' },
  presetFailed: { tone: 'error', message: 'Unable to update Pages' },
  previewSaved: { tone: 'success', message: 'Preview Saved!' },
  writeFailed: { tone: 'error', message: 'Unable to write a description' },
} as const satisfies Record<string, Notice>;
