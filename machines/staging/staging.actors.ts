import type { CollectionUrlError, Staged } from '../../domain/api/staging.schema';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the staging machine's actors, one per call of part 1 §7: the app injects the
 * real ones (src/api/staging.api.ts), tests and stories stubs. Each rejects with the ApiError of
 * the call; a stage the server refused because collection URLs do not resolve carries them
 * (`blockingCollectionsOf`, domain/api/staging.schema.ts).
 */

type StagingCallInput = { siteId: number };

export const unprovidedStagingActors = {
  /** Resolves with the number of fake obituaries still on the site (a warning). */
  countFakeObits: unprovided<number, StagingCallInput>('staging', 'countFakeObits'),
  /** Resolves with the collections whose URLs do not resolve on the preview (errors); [] when all do. */
  checkCollectionUrls: unprovided<CollectionUrlError[], StagingCallInput>('staging', 'checkCollectionUrls'),
  /** Stages the site; the server validates again and may refuse with the collections that fail. */
  stageSite: unprovided<Staged, StagingCallInput>('staging', 'stageSite'),
};

export type StagingActors = typeof unprovidedStagingActors;
