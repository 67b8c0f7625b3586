import { fromCallback } from 'xstate';

/** Sites that changed on the server (anyone's change, on any instance): whoever shows them reads them again. */
export type SitesChangedEvent = { type: 'SITES_CHANGED'; ids: number[] };

export type SiteChangesInput = { siteIds: readonly number[] };

/**
 * The contract of the live subscription a machine invokes while it shows sites: it sends
 * SITES_CHANGED for the watched sites that changed (and for all of them after the live connection
 * came back, since what changed meanwhile is unknown). The app provides it over the websocket
 * (src/api/siteChanges.api.ts); tests and stories provide a quiet or a controlled one.
 */
export const unprovidedSiteChanges = fromCallback<SitesChangedEvent, SiteChangesInput>(() => {
  throw new Error('the siteChanges actor was not provided');
});
