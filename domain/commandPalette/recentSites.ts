import type { SiteHit } from './siteHit';

/** How many recent sites the palette offers when its box is empty. */
const recentSiteLimit = 5;

/** The recent sites after opening `site`: it moves to the front, once, and the oldest fall off. */
export const withRecentSite = (recent: readonly SiteHit[], site: SiteHit): SiteHit[] =>
  [site, ...recent.filter((entry) => entry.id !== site.id)].slice(0, recentSiteLimit);
