import type { Lookups } from '../../domain/lookups/lookupLists';
import type { Notice } from '../shared/notice';
import { fromCallback } from 'xstate';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the lookups' actor: every shared list (GET /api/designers, ..., /api/addons,
 * part 1 §7). It resolves with what loaded even when a list failed, and says so with `incomplete`.
 * The app injects the real one (src/api/lookups.api.ts), tests stubs.
 */
export type LoadedLookups = {
  lookups: Lookups;
  /** True when at least one list could not be loaded; what did load is still usable. */
  incomplete: boolean;
};

/** A shared list changed (an admin's change on the Settings screen, issue 30): every open page reads the lists again. */
export type LookupsChangedEvent = { type: 'LOOKUPS_CHANGED' };

export const unprovidedLookupsActors = {
  loadLookups: unprovided<LoadedLookups>('lookups', 'loadLookups'),
  /** The live `lookups` channel: sends LOOKUPS_CHANGED for each change (and after the live connection came back). */
  lookupsChanged: fromCallback<LookupsChangedEvent>(() => {
    throw new Error('the lookupsChanged actor was not provided');
  }),
};

export type LookupsActors = typeof unprovidedLookupsActors;

/** Part 1 §8. */
export const lookupsNotices = {
  loadFailed: { tone: 'error', message: 'Unable to load user data' },
} as const satisfies Record<string, Notice>;
