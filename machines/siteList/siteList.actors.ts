import { siteListEndpoints } from '../../domain/api/siteList.endpoints';
import type { MyStats, StatsKind } from '../../domain/siteList/myStats';
import type { Notice } from '../shared/notice';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the site-list workflow's actors (domain/api/siteList.endpoints.ts: GET /api/sites
 * the My Sites stats, part 1 §2, §7, and My Sites' 'This week', issue 35): the app injects the real ones (src/api/siteList.api.ts),
 * tests and stories stubs.
 *
 * `fetchSites` is stopped whenever a newer request replaces it (part 1 §7: an in-flight list
 * request is cancelled); the real one aborts its HTTP request then and settles nothing
 * (machines/shared/fromAbortablePromise.ts). `loadMyStats` calls the stats endpoint of the
 * user's kind, so it is not one endpoint's call.
 */
export type LoadMyStatsInput = { kind: StatsKind; userId: number };

export const unprovidedSiteListActors = {
  fetchSites: unprovidedEndpoint('siteList', 'fetchSites', siteListEndpoints.list),
  loadMyStats: unprovided<MyStats, LoadMyStatsInput>('siteList', 'loadMyStats'),
  loadMyWeek: unprovidedEndpoint('siteList', 'loadMyWeek', siteListEndpoints.myWeek),
  /** `site_changed` of the sites on the page. */
  siteChanges: unprovidedSiteChanges,
};

export type SiteListActors = typeof unprovidedSiteListActors;

/** Part 1 §8. */
export const siteListNotices = {
  loadFailed: { tone: 'error', message: 'Unable to load sites' },
} as const satisfies Record<string, Notice>;
