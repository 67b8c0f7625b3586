import { fromCallback, fromPromise } from 'xstate';
import { lookupsEndpoints } from '../../domain/api/lookups.endpoints';
import { namedLookups } from '../../domain/api/lookups.schema';
import { emptyLookups, notAssigned, personLookups } from '../../domain/lookups/lookupLists';
import type { LoadedLookups, LookupsActors, LookupsChangedEvent } from '../../machines/lookups/lookups.actors';
import { onLiveReconnect, subscribeLive } from '../live/appLiveSocket';
import { call } from './http';

/**
 * Every shared list (the six people lists, corporations, referral partners, providers, funding
 * partners, addons, the company's launch holidays, the launch reasons and every active staff member) in parallel; people lists get 'Not assigned' first.
 */
const loadLookups = async (signal: AbortSignal): Promise<LoadedLookups> => {
  const lookups = emptyLookups();
  const results = await Promise.allSettled([
    ...personLookups.map(async (name) => {
      lookups[name] = [notAssigned, ...(await call(lookupsEndpoints.people[name], {}, { signal }))];
    }),
    ...namedLookups.map(async (name) => {
      lookups[name] = await call(lookupsEndpoints.named[name], {}, { signal });
    }),
    (async () => {
      lookups.launchHolidays = await call(lookupsEndpoints.launchHolidays, {}, { signal });
    })(),
    (async () => {
      lookups.launchReasons = await call(lookupsEndpoints.launchReasons, {}, { signal });
    })(),
    (async () => {
      lookups.staff = await call(lookupsEndpoints.staff, {}, { signal });
    })(),
  ]);
  return { lookups, incomplete: results.some((result) => result.status === 'rejected') };
};

/** The lookups' actor (domain/api/lookups.endpoints.ts): more than one call, so its contract is machines/lookups/lookups.actors.ts's own. */
export const lookupsActors: LookupsActors = {
  loadLookups: fromPromise(({ signal }) => loadLookups(signal)),
  // `lookups_changed` of the `lookups` channel (server/settings/settingsCommands.ts); after a lost connection, what changed meanwhile is unknown.
  lookupsChanged: fromCallback<LookupsChangedEvent>(({ sendBack }) => {
    const changed = () => sendBack({ type: 'LOOKUPS_CHANGED' });
    const stops = [subscribeLive('lookups', (type) => type === 'lookups_changed' && changed()), onLiveReconnect(changed)];
    return () => stops.forEach((stop) => stop());
  }),
};
