import type { SiteListResponse } from '../../domain/api/siteList.schema';
import type { SiteListRequest } from '../../domain/siteList/listSearch';
import type { MyStats, StatsKind } from '../../domain/siteList/myStats';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the site-list workflow's actors (GET /api/sites and the My Sites stats, part 1
 * §2, §7): the app injects the real ones (src/api/siteList.api.ts), tests and stories stubs.
 *
 * `fetchSites` is stopped whenever a newer request replaces it (part 1 §7: an in-flight list
 * request is cancelled); the real one aborts its HTTP request then and settles nothing
 * (machines/shared/fromAbortablePromise.ts).
 */
export type FetchSitesInput = { request: SiteListRequest };
export type LoadMyStatsInput = { kind: StatsKind; userId: number };

export const unprovidedSiteListActors = {
  fetchSites: unprovided<SiteListResponse, FetchSitesInput>('siteList', 'fetchSites'),
  loadMyStats: unprovided<MyStats, LoadMyStatsInput>('siteList', 'loadMyStats'),
  /** `site_changed` of the sites on the page. */
  siteChanges: unprovidedSiteChanges,
};

export type SiteListActors = typeof unprovidedSiteListActors;
