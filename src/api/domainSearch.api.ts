import { fromPromise } from 'xstate';
import { domainSearchEndpoints } from '../../domain/api/domainSearch.endpoints';
import type { DomainSearchActors } from '../../machines/domainSearch/domainSearch.actors';
import { call } from './http';

/** The domain search's actor (domain/api/domainSearch.endpoints.ts); a failed search is logged (part 2 §8). */
export const domainSearchActors: DomainSearchActors = {
  searchDomain: fromPromise(({ input, signal }) =>
    call(domainSearchEndpoints.availability, input, { signal }).catch((error: unknown) => {
      console.error('[domainSearch] search failed', error);
      throw error;
    }),
  ),
};
