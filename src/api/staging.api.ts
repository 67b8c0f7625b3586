import { HTTPError } from 'ky';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { collectionUrlsSchema, fakeObitCountSchema, stagedSchema, stagingBlockedSchema } from '../../domain/api/staging.schema';
import { stagingBlocked, stagingFailed, type StagingActors, type StagingInput } from '../../machines/staging/staging.actors';
import { http } from './http';

/**
 * The staging calls (part 1 §7), each answer checked against the shared schema. A refusal the
 * server explained becomes the machine's rejection (its `error` text, or the blocking collections),
 * so the modal shows the server's reason rather than an HTTP status.
 */
const explained = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const body: unknown = await error.response.json().catch(() => null);
    const blocked = v.safeParse(stagingBlockedSchema, body);
    if (blocked.success) throw stagingBlocked(blocked.output.collections);
    const message = v.safeParse(v.object({ error: v.string() }), body);
    throw message.success ? stagingFailed(message.output.error) : error;
  }
};

export const countFakeObits = ({ siteId }: StagingInput) =>
  explained(async () => v.parse(fakeObitCountSchema, await http.post(`api/sites/${siteId}/validate/countFakeObits`).json()).count);

export const checkCollectionUrls = ({ siteId }: StagingInput) =>
  explained(async () => v.parse(collectionUrlsSchema, await http.post(`api/sites/${siteId}/validate/collectionURLs`).json()).collections);

export const stageSite = ({ siteId }: StagingInput) =>
  explained(async () => v.parse(stagedSchema, await http.post(`api/sites/${siteId}/stage`, { json: {} }).json()));

/** The real actors the Stage Site button gives the staging modal. */
export const stagingActors: StagingActors = {
  countFakeObits: fromPromise(({ input }) => countFakeObits(input)),
  checkCollectionUrls: fromPromise(({ input }) => checkCollectionUrls(input)),
  stageSite: fromPromise(({ input }) => stageSite(input)),
};
