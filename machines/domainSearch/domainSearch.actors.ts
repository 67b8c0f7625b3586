import { domainSearchEndpoints } from '../../domain/api/domainSearch.endpoints';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The contract of the domain search's actor (domain/api/domainSearch.endpoints.ts, part 2 §7); the real one logs a failed search. */
export const unprovidedDomainSearchActors = {
  searchDomain: unprovidedEndpoint('domainSearch', 'searchDomain', domainSearchEndpoints.availability),
};

export type DomainSearchActors = typeof unprovidedDomainSearchActors;
