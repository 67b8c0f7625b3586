import { fromPromise } from 'xstate';
import { domainAvailabilitySchema } from '../../domain/api/domainSearch.schema';
import type { DomainSearchActors } from '../../machines/domainSearch/domainSearch.actors';
import { api } from './http';

/** The domain search's actor on POST /api/godaddy/domain-availability; a failed search is logged (part 2 §8). */
export const domainSearchActors: DomainSearchActors = {
  searchDomain: fromPromise(({ input }) =>
    api.post('api/godaddy/domain-availability', input, domainAvailabilitySchema).catch((error: unknown) => {
      console.error('[domainSearch] search failed', error);
      throw error;
    }),
  ),
};
