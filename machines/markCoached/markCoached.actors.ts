import type * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { updateLastCoachedResponseSchema } from '../../domain/api/markCoached.schema';

/**
 * The contract of the Mark Coached machine's one actor: POST /api/sites/{id}/updateLastCoached
 * (part 2 §2.8). It resolves with the new session date and rejects when the call failed. The list
 * view injects the real one (src/api/sites.api.ts through the list services); tests and stories stubs.
 */
export type MarkCoachedInput = {
  siteId: number;
  /** Added under 'Coaching session complete' in the site's Account note; may be empty. */
  additionalNote: string;
};

export type CoachingRecorded = v.InferOutput<typeof updateLastCoachedResponseSchema>;

export type MarkCoached = (input: MarkCoachedInput) => Promise<CoachingRecorded>;

export const markCoachedLogic = (markCoached: MarkCoached) =>
  fromPromise<CoachingRecorded, MarkCoachedInput>(({ input }) => markCoached(input));

/** Placeholder that makes a missing `provide` fail loudly. */
export const unprovidedMarkCoached = markCoachedLogic(() =>
  Promise.reject(new Error('markCoachedMachine: provide the markCoached actor')),
);
