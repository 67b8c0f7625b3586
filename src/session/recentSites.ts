import * as v from 'valibot';
import { siteHitsSchema, type SiteHit } from '../../domain/commandPalette/siteHit';

/**
 * The command palette's recent sites, kept in this browser per user (docs/decisions/0361): a list
 * of sites is no secret, and another device starting without them costs nothing.
 */
const keyOf = (userId: number) => `recentSites:${userId}`;

/** The kept list, or none when there is nothing readable (never kept, or from another version). */
export function readRecentSites(userId: number): SiteHit[] {
  const kept = localStorage.getItem(keyOf(userId));
  if (kept === null) return [];
  try {
    const parsed = v.safeParse(siteHitsSchema, JSON.parse(kept));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export function writeRecentSites(userId: number, sites: readonly SiteHit[]): void {
  localStorage.setItem(keyOf(userId), JSON.stringify(sites));
}
