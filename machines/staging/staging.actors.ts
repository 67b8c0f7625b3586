import { fromPromise } from 'xstate';
import type { CollectionUrlError, Staged } from '../../domain/api/staging.schema';

/**
 * The contract of the staging machine's actors, one per call of part 1 §7. The machine only names
 * them; the Stage Site button injects the real ones (src/api/staging.api.ts), tests and stories
 * inject stubs with `machine.provide`.
 */

export type StagingInput = { siteId: number };

/** How stageSite rejects when the server re-ran the error validator and collection URLs failed (409). */
export type StagingBlockedRejection = { reason: 'blocked'; collections: CollectionUrlError[] };
/** How any actor rejects when the server said why (its `error` text); other rejections get no detail. */
export type StagingFailedRejection = { reason: 'failed'; message: string };

export const stagingBlocked = (collections: CollectionUrlError[]): StagingBlockedRejection => ({ reason: 'blocked', collections });
export const stagingFailed = (message: string): StagingFailedRejection => ({ reason: 'failed', message });

export const isStagingBlocked = (error: unknown): error is StagingBlockedRejection =>
  typeof error === 'object' && error !== null && (error as StagingBlockedRejection).reason === 'blocked';
export const isStagingFailed = (error: unknown): error is StagingFailedRejection =>
  typeof error === 'object' && error !== null && (error as StagingFailedRejection).reason === 'failed';

const unprovided = <TOutput>(name: string) =>
  // A missing `provide` fails loudly instead of leaving the modal spinning.
  fromPromise<TOutput, StagingInput>(() => Promise.reject(new Error(`staging machine: the ${name} actor was not provided`)));

/** Resolves with the number of fake obituaries still on the site (a warning). */
export const unprovidedCountFakeObits = unprovided<number>('countFakeObits');
/** Resolves with the collections whose URLs do not resolve on the preview (errors); [] when all do. */
export const unprovidedCheckCollectionUrls = unprovided<CollectionUrlError[]>('checkCollectionUrls');
/** Stages the site; rejects with StagingBlockedRejection when the server found collection errors. */
export const unprovidedStageSite = unprovided<Staged>('stageSite');

export interface StagingActors {
  countFakeObits: typeof unprovidedCountFakeObits;
  checkCollectionUrls: typeof unprovidedCheckCollectionUrls;
  stageSite: typeof unprovidedStageSite;
}
