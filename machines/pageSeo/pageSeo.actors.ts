import type { ChatGptRequest, PresetUsage, SitePages } from '../../domain/api/pageSeo.schema';
import type { PresetId } from '../../domain/pageSeo/pagePresets';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the page SEO editor's actors (part 2 §7 'Pages and SEO'): the app injects the
 * real ones (src/api/pageSeo.api.ts), tests and stories stubs.
 */

export type LoadPagesInput = { siteId: number };
export type PageSeoChange = { uuid: string; seo: { title: string; description: string } };
export type SavePagesInput = { siteId: number; pages: PageSeoChange[] };
export type ApplyPresetInput = { siteId: number; preset: PresetId };
export type LoadPresetUsageInput = { siteId: number; city: string; state: string };

export const unprovidedPageSeoActors = {
  loadPages: unprovided<SitePages, LoadPagesInput>('pageSeo', 'loadPages'),
  savePages: unprovided<SitePages, SavePagesInput>('pageSeo', 'savePages'),
  applyPreset: unprovided<SitePages, ApplyPresetInput>('pageSeo', 'applyPreset'),
  loadPresetUsage: unprovided<PresetUsage, LoadPresetUsageInput>('pageSeo', 'loadPresetUsage'),
  /** The AI helper's description (data[0].message.content of POST /api/chat-gpt). */
  writeDescription: unprovided<string, ChatGptRequest>('pageSeo', 'writeDescription'),
};

export type PageSeoActors = typeof unprovidedPageSeoActors;

/** Part 2 §2.7 and §8's toasts; 'Unable to write a description' is ours (docs/decisions/0265-page-seo-editor.md). */
export const pageSeoToasts = {
  loadFailed: 'Unable to get pages from Duda',
  saved: 'Pages updated successfully',
  saveFailed: 'Unable to update pages',
  presetFailed: 'Unable to update Pages',
  previewSaved: 'Preview Saved!',
  writeFailed: 'Unable to write a description',
} as const;
