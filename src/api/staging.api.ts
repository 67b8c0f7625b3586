import { fromPromise } from 'xstate';
import { collectionUrlsSchema, fakeObitCountSchema, stagedSchema } from '../../domain/api/staging.schema';
import type { StagingActors } from '../../machines/staging/staging.actors';
import { api } from './http';

/**
 * The staging workflow's actors (part 1 §7, docs/api.md 'Staging'). A refused stage rejects with
 * the ApiError whose details list the collections that fail (its 409).
 */
export const stagingActors: StagingActors = {
  countFakeObits: fromPromise(async ({ input: { siteId } }) => (await api.post(`api/sites/${siteId}/validate/countFakeObits`, {}, fakeObitCountSchema)).count),
  checkCollectionUrls: fromPromise(
    async ({ input: { siteId } }) => (await api.post(`api/sites/${siteId}/validate/collectionURLs`, {}, collectionUrlsSchema)).collections,
  ),
  stageSite: fromPromise(({ input: { siteId } }) => api.post(`api/sites/${siteId}/stage`, {}, stagedSchema)),
};
