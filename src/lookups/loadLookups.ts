import { namedLookups, personLookupRoles, type PersonLookup } from '../../domain/api/lookups.schema';
import { fetchNamedList, fetchPeople } from '../api/lookups.api';
import { notAssigned, type Lookups } from './lookupTypes';

const personLookups = Object.keys(personLookupRoles) as PersonLookup[];

export type LoadedLookups = {
  lookups: Lookups;
  /** True when at least one list could not be loaded; what did load is still usable. */
  incomplete: boolean;
};

/** Every list empty but for the 'Not assigned' entries: what screens see before the lists arrive. */
export function emptyLookups(): Lookups {
  const lookups = {} as Lookups;
  for (const name of personLookups) lookups[name] = [notAssigned];
  for (const name of namedLookups) lookups[name] = [];
  return lookups;
}

/**
 * Fetches every shared list (the six people lists, corporations, referral partners, providers,
 * funding partners, addons) in parallel; people lists get 'Not assigned' first.
 */
export async function loadLookups(): Promise<LoadedLookups> {
  const lookups = emptyLookups();
  const results = await Promise.allSettled([
    ...personLookups.map(async (name) => {
      lookups[name] = [notAssigned, ...(await fetchPeople(name))];
    }),
    ...namedLookups.map(async (name) => {
      lookups[name] = await fetchNamedList(name);
    }),
  ]);
  return { lookups, incomplete: results.some((result) => result.status === 'rejected') };
}
