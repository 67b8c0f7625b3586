import { fromPromise } from 'xstate';
import { namedLookups, namedOptionsSchema, personOptionsSchema } from '../../domain/api/lookups.schema';
import { emptyLookups, notAssigned, personLookups } from '../../domain/lookups/lookupLists';
import type { LoadedLookups, LookupsActors } from '../../machines/lookups/lookups.actors';
import { api } from './http';

/**
 * Every shared list (the six people lists, corporations, referral partners, providers, funding
 * partners, addons) in parallel; people lists get 'Not assigned' first.
 */
const loadLookups = async (): Promise<LoadedLookups> => {
  const lookups = emptyLookups();
  const results = await Promise.allSettled([
    ...personLookups.map(async (name) => {
      lookups[name] = [notAssigned, ...(await api.get(`api/${name}`, personOptionsSchema))];
    }),
    ...namedLookups.map(async (name) => {
      lookups[name] = await api.get(`api/${name}`, namedOptionsSchema);
    }),
  ]);
  return { lookups, incomplete: results.some((result) => result.status === 'rejected') };
};

/** The lookups' actor (docs/api.md 'Lookups'). */
export const lookupsActors: LookupsActors = {
  loadLookups: fromPromise(() => loadLookups()),
};
