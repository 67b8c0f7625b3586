import { fromPromise } from 'xstate';
import type { SiteListResponse } from '../../domain/api/siteList.schema';
import type { SiteListRequest } from '../../domain/siteList/listSearch';

/**
 * The contract of the site-list machine's one actor. The machine only names it; the list view is
 * given a real one (src/api/sites.api.ts) by its route, tests and stories give it stubs.
 */
export type FetchSitesInput = { request: SiteListRequest };

/**
 * Loads one page of sites. `signal` is aborted when the machine stops the actor, which it does
 * whenever a newer request replaces this one (part 1 §7: an in-flight list request is cancelled).
 */
export type FetchSites = (request: SiteListRequest, signal: AbortSignal) => Promise<SiteListResponse>;

export const fetchSitesLogic = (fetchSites: FetchSites) =>
  fromPromise<SiteListResponse, FetchSitesInput>(({ input, signal }) => fetchSites(input.request, signal));

/** Placeholder that makes a missing `provide` fail loudly instead of hanging in 'loading'. */
export const unprovidedFetchSites = fetchSitesLogic(() =>
  Promise.reject(new Error('siteListMachine: provide the fetchSites actor')),
);
