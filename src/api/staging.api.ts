import { fromPromise } from 'xstate';
import { siteStatusEndpoints } from '../../domain/api/siteStatus.endpoints';
import { stagingEndpoints } from '../../domain/api/staging.endpoints';
import type { StagingActors } from '../../machines/staging/staging.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';

/**
 * The staging workflow's actors (domain/api/staging.endpoints.ts and POST /stage). A refused stage
 * rejects with the ApiError whose details list the collections that fail (its 409).
 */
export const stagingActors: StagingActors = {
  countFakeObits: fromPromise(async ({ input, signal }) => (await call(stagingEndpoints.countFakeObits, input, { signal })).count),
  checkCollectionUrls: fromPromise(
    async ({ input, signal }) => (await call(stagingEndpoints.collectionUrls, input, { signal })).collections,
  ),
  stageSite: fromEndpoint(siteStatusEndpoints.stage),
};
