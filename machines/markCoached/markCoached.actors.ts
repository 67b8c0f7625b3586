import type { CoachingRecorded } from '../../domain/api/markCoached.schema';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the Mark Coached machine's actor: POST /api/sites/{id}/updateLastCoached (part 2
 * §2.8). It resolves with the new session date and rejects when the call failed. The app injects
 * the real one (src/api/markCoached.api.ts); tests and stories stubs.
 */
export type MarkCoachedInput = {
  siteId: number;
  /** Added under 'Coaching session complete' in the site's Account note; may be empty. */
  additionalNote: string;
};

export const unprovidedMarkCoachedActors = {
  markCoached: unprovided<CoachingRecorded, MarkCoachedInput>('markCoached', 'markCoached'),
};

export type MarkCoachedActors = typeof unprovidedMarkCoachedActors;
