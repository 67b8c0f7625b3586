import { fromPromise } from 'xstate';
import { domainRequestDefaultsSchema, domainRequestSentSchema } from '../../domain/api/domainRequest.schema';
import type { DomainRequestActors } from '../../machines/domainRequest/domainRequest.actors';
import { api } from './http';

/** The domain request form's actors on /api/domainRequest. */
export const domainRequestActors: DomainRequestActors = {
  loadDefaults: fromPromise(({ input: { fhid } }) => api.get('api/domainRequest/defaults', domainRequestDefaultsSchema, { searchParams: { fhid } })),
  sendRequest: fromPromise(({ input }) => api.post('api/domainRequest', input, domainRequestSentSchema)),
};
