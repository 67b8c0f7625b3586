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

/**
 * Once its signal is aborted the actor settles nothing: an aborted request's outcome belongs to
 * nobody. fromPromise only drops a late settlement when its actor is no longer active, and under
 * React StrictMode @xstate/react stops the actor (aborting the first request) and then restarts the
 * very same actor refs with their snapshots restored to active. Without this, the first request's
 * AbortError was delivered to the restarted fetch actor, and the list ended in 'error' although the
 * second request answered 200. A request replaced by a newer one is dropped the same way.
 */
const unlessAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    promise.then(
      (value) => {
        if (!signal.aborted) resolve(value);
      },
      (error: unknown) => {
        if (!signal.aborted) reject(error);
      },
    );
  });

export const fetchSitesLogic = (fetchSites: FetchSites) =>
  fromPromise<SiteListResponse, FetchSitesInput>(({ input, signal }) =>
    unlessAborted(fetchSites(input.request, signal), signal),
  );

/** Placeholder that makes a missing `provide` fail loudly instead of hanging in 'loading'. */
export const unprovidedFetchSites = fetchSitesLogic(() =>
  Promise.reject(new Error('siteListMachine: provide the fetchSites actor')),
);
