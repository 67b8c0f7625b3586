import * as v from 'valibot';
import { apiFailureOf } from './apiError';
import { siteStatusChangeSchema } from './siteStatus.schema';

/** Answers of the staging routes (docs/api.md, Staging). */

/** POST /api/sites/{id}/validate/countFakeObits: the site's fake obituaries still present (a warning). */
export const fakeObitCountSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** One builder page (collection) whose preview URL did not resolve, and why. */
export const collectionUrlErrorSchema = v.object({ name: v.string(), url: v.string(), error: v.string() });
export type CollectionUrlError = v.InferOutput<typeof collectionUrlErrorSchema>;

/** POST /api/sites/{id}/validate/collectionURLs: only the failures; an empty list means every URL resolved. */
export const collectionUrlsSchema = v.object({ collections: v.array(collectionUrlErrorSchema) });

/** POST /api/sites/{id}/stage when it staged: the status change, as every status action answers. */
export const stagedSchema = siteStatusChangeSchema;

/** The 409 of POST /api/sites/{id}/stage when collection URLs do not resolve: the message and the list. */
export const stagingBlockedSchema = v.object({ error: v.string(), collections: v.pipe(v.array(collectionUrlErrorSchema), v.minLength(1)) });

/** The collections a refused POST /api/sites/{id}/stage lists (its 409), or null for any other failure. */
export const blockingCollectionsOf = (error: unknown): CollectionUrlError[] | null => {
  const failure = apiFailureOf(error);
  if (failure?.status !== 409) return null;
  const blocked = v.safeParse(stagingBlockedSchema, failure.details);
  return blocked.success ? blocked.output.collections : null;
};
