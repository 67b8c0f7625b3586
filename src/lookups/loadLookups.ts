import { fetchNamedList, fetchPeople } from '../api/lookups.api';
import {
  namedListNames,
  notAssigned,
  peopleListNames,
  type Lookups,
  type NamedListName,
  type NamedOption,
  type PeopleListName,
  type PersonOption,
} from './lookupTypes';

export type LoadedLookups = {
  lookups: Lookups;
  /** True when at least one list could not be loaded; what did load is still usable. */
  incomplete: boolean;
};

/** Every list empty but for the 'Not assigned' entries: what screens see before the lists arrive. */
export const emptyLookups = (): Lookups => ({
  ...(Object.fromEntries(peopleListNames.map((name) => [name, [notAssigned]])) as Record<PeopleListName, PersonOption[]>),
  ...(Object.fromEntries(namedListNames.map((name) => [name, []])) as unknown as Record<NamedListName, NamedOption[]>),
});

/** Fetches the ten shared lists in parallel; people lists get 'Not assigned' first. */
export async function loadLookups(): Promise<LoadedLookups> {
  const lookups = emptyLookups();
  const people = peopleListNames.map(async (name) => {
    lookups[name] = [notAssigned, ...(await fetchPeople(name))];
  });
  const named = namedListNames.map(async (name) => {
    lookups[name] = await fetchNamedList(name);
  });
  const results = await Promise.allSettled([...people, ...named]);
  return { lookups, incomplete: results.some((result) => result.status === 'rejected') };
}
