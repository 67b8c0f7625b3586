import type { EndpointInput } from '../../domain/api/endpoint';
import { siteStatusEndpoints } from '../../domain/api/siteStatus.endpoints';
import type { stagingEndpoints } from '../../domain/api/staging.endpoints';
import type { CollectionUrlError } from '../../domain/api/staging.schema';
import type { Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the staging machine's actors, one per call of part 1 §7 (domain/api/
 * staging.endpoints.ts, and POST /stage of siteStatus.endpoints.ts): the app injects the real
 * ones (src/api/staging.api.ts), tests and stories stubs. Each rejects with the ApiError of the
 * call; a stage the server refused because collection URLs do not resolve carries them
 * (`blockingCollectionsOf`, domain/api/staging.schema.ts). The two validators resolve with the
 * part of their answer the machine keeps.
 */
export const unprovidedStagingActors = {
  /** Resolves with the number of fake obituaries still on the site (a warning). */
  countFakeObits: unprovided<number, EndpointInput<typeof stagingEndpoints.countFakeObits>>('staging', 'countFakeObits'),
  /** Resolves with the collections whose URLs do not resolve on the preview (errors); [] when all do. */
  checkCollectionUrls: unprovided<CollectionUrlError[], EndpointInput<typeof stagingEndpoints.collectionUrls>>(
    'staging',
    'checkCollectionUrls',
  ),
  /** Stages the site; the server validates again and may refuse with the collections that fail. */
  stageSite: unprovidedEndpoint('staging', 'stageSite', siteStatusEndpoints.stage),
};

export type StagingActors = typeof unprovidedStagingActors;

/** Part 1 §8 (docs/decisions/0113-staging-modal-flow.md). */
export const stagingNotices = {
  staged: { tone: 'success', message: 'Site staged' },
} as const satisfies Record<string, Notice>;
