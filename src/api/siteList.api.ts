import { fromPromise } from 'xstate';
import { siteListResponseSchema, type SiteListResponse } from '../../domain/api/siteList.schema';
import { aeStatsSchema, careStatsSchema, designerStatsSchema } from '../../domain/api/siteStats.schema';
import { siteListSearchParams } from '../../domain/siteList/listRequestParams';
import type { SiteListRequest } from '../../domain/siteList/listSearch';
import type { MyStats } from '../../domain/siteList/myStats';
import { fromAbortablePromise } from '../../machines/shared/fromAbortablePromise';
import type { LoadMyStatsInput, SiteListActors } from '../../machines/siteList/siteList.actors';
import { api } from './http';
import { siteChangesActor } from './siteChanges.api';

/** GET /api/sites: one page of a list. */
export const fetchSitesPage = (request: SiteListRequest, signal?: AbortSignal): Promise<SiteListResponse> =>
  api.get('api/sites', siteListResponseSchema, { searchParams: siteListSearchParams(request), ...(signal ? { signal } : {}) });

/** The My Sites stats cards of the signed-in user. */
const loadMyStats = async ({ kind, userId }: LoadMyStatsInput): Promise<MyStats> => {
  switch (kind) {
    case 'designer':
      return { kind, counts: await api.get(`api/designers/${userId}/stats`, designerStatsSchema) };
    case 'ae':
      return { kind, counts: await api.get(`api/aes/${userId}/stats`, aeStatsSchema) };
    case 'care':
      return { kind, counts: await api.get('api/cares/stats', careStatsSchema) };
  }
};

/** The site-list workflow's actors (docs/api.md 'GET /api/sites', 'Stats'). */
export const siteListActors: SiteListActors = {
  fetchSites: fromAbortablePromise(({ input, signal }) => fetchSitesPage(input.request, signal)),
  loadMyStats: fromPromise(({ input }) => loadMyStats(input)),
  siteChanges: siteChangesActor,
};
