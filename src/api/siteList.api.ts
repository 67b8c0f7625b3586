import { fromPromise } from 'xstate';
import type { EndpointInput } from '../../domain/api/endpoint';
import { siteListEndpoints } from '../../domain/api/siteList.endpoints';
import type { MyStats } from '../../domain/siteList/myStats';
import { fromAbortablePromise } from '../../machines/shared/fromAbortablePromise';
import type { LoadMyStatsInput, SiteListActors } from '../../machines/siteList/siteList.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';
import { siteChangesActor } from './siteChanges.api';

/** GET /api/sites: one page of a list (the list, the command palette and the launch calendar read it). */
export const fetchSitesPage = (request: EndpointInput<typeof siteListEndpoints.list>, signal?: AbortSignal) =>
  call(siteListEndpoints.list, request, signal ? { signal } : {});

/** The My Sites stats cards of the signed-in user: the endpoint of their kind. */
const loadMyStats = async ({ kind, userId }: LoadMyStatsInput, signal: AbortSignal): Promise<MyStats> => {
  switch (kind) {
    case 'designer':
      return { kind, counts: await call(siteListEndpoints.designerStats, { id: userId }, { signal }) };
    case 'ae':
      return { kind, counts: await call(siteListEndpoints.aeStats, { id: userId }, { signal }) };
    case 'care':
      return { kind, counts: await call(siteListEndpoints.careStats, {}, { signal }) };
  }
};

/** The site-list workflow's actors (domain/api/siteList.endpoints.ts). */
export const siteListActors: SiteListActors = {
  // An in-flight list request is cancelled when a newer one replaces it (part 1 §7).
  fetchSites: fromAbortablePromise(({ input, signal }) => fetchSitesPage(input, signal)),
  loadMyStats: fromPromise(({ input, signal }) => loadMyStats(input, signal)),
  loadMyWeek: fromEndpoint(siteListEndpoints.myWeek),
  siteChanges: siteChangesActor,
};
