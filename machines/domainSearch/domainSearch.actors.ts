import type { DomainAvailability } from '../../domain/api/domainSearch.schema';
import { unprovided } from '../shared/unprovided';

/** The contract of the domain search's actor (POST /api/godaddy/domain-availability, part 2 §7). */
export type SearchDomainInput = { enteredDomain: string; tlds: string[] };

export const unprovidedDomainSearchActors = {
  searchDomain: unprovided<DomainAvailability, SearchDomainInput>('domainSearch', 'searchDomain'),
};

export type DomainSearchActors = typeof unprovidedDomainSearchActors;
