import { fromPromise } from 'xstate';
import type { CollectionUrlError, Staged } from '../../domain/api/staging.schema';
import type { StagingActors, StagingInput } from './staging.actors';

type ActorId = keyof StagingActors;
type PendingCall = { input: StagingInput; resolve: (output: unknown) => void; reject: (error: unknown) => void };

/**
 * Stub actors for tests and stories: every call waits until the caller settles it, so a test
 * replays 'xstate.done.actor.<id>' / 'xstate.error.actor.<id>' exactly where a path has them, and
 * a story holds a call in flight by never settling it.
 */
export const createControlledStagingActors = () => {
  const pending: Record<ActorId, PendingCall[]> = { countFakeObits: [], checkCollectionUrls: [], stageSite: [] };
  const controlled = <TOutput>(id: ActorId) =>
    fromPromise<TOutput, StagingInput>(
      ({ input }) => new Promise<TOutput>((resolve, reject) => pending[id].push({ input, resolve: resolve as (output: unknown) => void, reject })),
    );
  const actors: StagingActors = {
    countFakeObits: controlled('countFakeObits'),
    checkCollectionUrls: controlled('checkCollectionUrls'),
    stageSite: controlled('stageSite'),
  };
  /** The latest unsettled call of an actor, taken off the list. */
  const take = (id: ActorId): PendingCall => {
    const call = pending[id].pop();
    if (!call) throw new Error(`Nothing called ${id}`);
    return call;
  };
  return { actors, pending, take };
};

/** What instant actors answer; a rejection is given as the value the actor rejects with. */
export type InstantStagingAnswers = {
  fakeObitCount?: number | { reject: unknown };
  collectionErrors?: CollectionUrlError[] | { reject: unknown };
  /** 'pending' holds staging in flight. */
  stage?: Staged | 'pending' | { reject: unknown };
};

const answer = <T>(value: T | { reject: unknown }): Promise<T> =>
  typeof value === 'object' && value !== null && 'reject' in value ? Promise.reject(value.reject) : Promise.resolve(value as T);

/** Actors that answer at once, for stories of settled screens. */
export const createInstantStagingActors = (answers: InstantStagingAnswers = {}): StagingActors => ({
  countFakeObits: fromPromise(() => answer(answers.fakeObitCount ?? 0)),
  checkCollectionUrls: fromPromise(() => answer(answers.collectionErrors ?? [])),
  stageSite: fromPromise(({ input }) =>
    answers.stage === 'pending' ? new Promise<Staged>(() => {}) : answer(answers.stage ?? { id: input.siteId, from: 'Pre-Staging QA', launcher_label: 'Staged' }),
  ),
});
