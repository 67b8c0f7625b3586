import { unprovided } from '../shared/unprovided';

/**
 * The contract of the site-editor machine's actor: open the builder's editor for a site in a new
 * tab through a single-sign-on link (GET /api/sites/{id}/sso, part 1 §7). The app injects the real
 * one (src/api/siteEditor.api.ts); tests and stories stubs.
 */
export type OpenEditorInput = { siteId: number };

export const unprovidedSiteEditorActors = {
  openEditor: unprovided<void, OpenEditorInput>('siteEditor', 'openEditor'),
};

export type SiteEditorActors = typeof unprovidedSiteEditorActors;
