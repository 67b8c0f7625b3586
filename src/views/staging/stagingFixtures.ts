import { fromPromise } from 'xstate';
import { ApiError } from '../../../domain/api/apiError';
import type { SiteStatusChange } from '../../../domain/api/siteStatus.schema';
import type { CollectionUrlError } from '../../../domain/api/staging.schema';
import type { StagingActors } from '../../../machines/staging/staging.actors';

/** What each staging call does in a story: answer (the value), hang ('pending'), or fail ({ reject }). */
type Answer<T> = T | 'pending' | { reject: Error };

export type StagingAnswers = {
  fakeObitCount?: Answer<number>;
  collectionErrors?: Answer<CollectionUrlError[]>;
  stage?: Answer<SiteStatusChange>;
};

const settle = <T>(value: Answer<T>): Promise<T> => {
  if (value === 'pending') return new Promise<T>(() => {});
  if (typeof value === 'object' && value !== null && 'reject' in value) return Promise.reject(value.reject);
  return Promise.resolve(value);
};

/** The 409 of POST /api/sites/{id}/stage when the server found collection URLs that do not resolve. */
export const stageBlocked = (collections: CollectionUrlError[]): ApiError => {
  const error = `Cannot stage: these collection URLs do not resolve on the preview: ${collections.map((collection) => collection.name).join(', ')}`;
  return new ApiError(409, { error }, { error, collections });
};

/** Staging actors for stories: by default no fake obituaries, every URL resolves, and the site stages. */
export const stagingActorsFixture = (answers: StagingAnswers = {}): StagingActors => ({
  countFakeObits: fromPromise(() => settle(answers.fakeObitCount ?? 0)),
  checkCollectionUrls: fromPromise(() => settle(answers.collectionErrors ?? [])),
  stageSite: fromPromise(({ input }) => settle(answers.stage ?? { id: input.id, from: 'Pre-Staging QA', launcher_label: 'Staged' })),
});
