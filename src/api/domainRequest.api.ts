import { domainRequestEndpoints } from '../../domain/api/domainRequest.endpoints';
import type { DomainRequestActors } from '../../machines/domainRequest/domainRequest.actors';
import { fromEndpoint } from './fromEndpoint';

/** The domain request form's actors: each calls its endpoint of domain/api/domainRequest.endpoints.ts. */
export const domainRequestActors: DomainRequestActors = {
  loadDefaults: fromEndpoint(domainRequestEndpoints.defaults),
  sendRequest: fromEndpoint(domainRequestEndpoints.send),
};
