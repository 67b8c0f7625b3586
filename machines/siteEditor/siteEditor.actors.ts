import type { EndpointInput } from '../../domain/api/endpoint';
import type { integrationsEndpoints } from '../../domain/api/integrations.endpoints';
import type { Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the site-editor machine's actor: open the builder's editor for a site in a new
 * tab through a single-sign-on link (GET /api/sites/{id}/sso, part 1 §7). More than the call (the
 * tab is opened before it and sent to the link after), so it resolves with nothing; it takes the
 * endpoint's input. The app injects the real one (src/api/siteEditor.api.ts); tests and stories stubs.
 */
export const unprovidedSiteEditorActors = {
  openEditor: unprovided<void, EndpointInput<typeof integrationsEndpoints.editorLink>>('siteEditor', 'openEditor'),
};

export type SiteEditorActors = typeof unprovidedSiteEditorActors;

/** The pending toast and the outcome that replaces it share this key. */
const onSite = (siteId: number, notice: Omit<Notice, 'key'>): Notice => ({ ...notice, key: `siteEditor-${siteId}` });

/** Part 1 §8's toasts. */
export const siteEditorNotices = {
  opening: (siteId: number): Notice => onSite(siteId, { tone: 'pending', message: 'Loading site editor' }),
  opened: (siteId: number): Notice => onSite(siteId, { tone: 'success', message: 'Opening site editor!' }),
  openFailed: (siteId: number): Notice => onSite(siteId, { tone: 'error', message: 'Unable to load site editor' }),
} as const satisfies Record<string, (...args: never[]) => Notice>;
