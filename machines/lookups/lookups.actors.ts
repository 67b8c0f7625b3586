import type { Lookups } from '../../domain/lookups/lookupLists';
import type { Notice } from '../shared/notice';
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

export const unprovidedLookupsActors = {
  loadLookups: unprovided<LoadedLookups>('lookups', 'loadLookups'),
};

export type LookupsActors = typeof unprovidedLookupsActors;

/** Part 1 §8. */
export const lookupsNotices = {
  loadFailed: { tone: 'error', message: 'Unable to load user data' },
} as const satisfies Record<string, Notice>;
