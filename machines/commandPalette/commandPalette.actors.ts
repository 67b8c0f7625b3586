import type { SiteHit } from '../../domain/commandPalette/siteHit';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the command palette's actors: the app injects the real ones
 * (src/api/commandPalette.api.ts), tests and stories stubs.
 */

export type SearchSitesInput = { query: string };
export type RecentSitesInput = { userId: number };
export type SaveRecentSitesInput = { userId: number; sites: SiteHit[] };

/** A saved list view the palette jumps to: its name and the address that opens it. */
export type PaletteSavedView = { id: string; name: string; href: string };

export const unprovidedCommandPaletteActors = {
  /** Sites whose id, name or domain match the query, searched on the server. */
  searchSites: unprovided<SiteHit[], SearchSitesInput>('commandPalette', 'searchSites'),
  /** The sites this user opened from the palette last, newest first. */
  loadRecentSites: unprovided<SiteHit[], RecentSitesInput>('commandPalette', 'loadRecentSites'),
  saveRecentSites: unprovided<void, SaveRecentSitesInput>('commandPalette', 'saveRecentSites'),
  /** The saved views the user may open, of every list (GET /api/views). */
  loadSavedViews: unprovided<PaletteSavedView[], RecentSitesInput>('commandPalette', 'loadSavedViews'),
};

export type CommandPaletteActors = typeof unprovidedCommandPaletteActors;
