import { markCoachedEndpoints } from '../../domain/api/markCoached.endpoints';
import type { Notice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the Mark Coached machine's actor: POST /api/sites/{id}/updateLastCoached (part 2
 * §2.8). It resolves with the new session date and rejects when the call failed. The app injects
 * the real one (src/api/markCoached.api.ts); tests and stories stubs.
 */
export const unprovidedMarkCoachedActors = {
  markCoached: unprovidedEndpoint('markCoached', 'markCoached', markCoachedEndpoints.markCoached),
};

export type MarkCoachedActors = typeof unprovidedMarkCoachedActors;

/** Part 2 §8's toasts. */
export const markCoachedNotices = {
  marked: { tone: 'success', message: 'Coaching session complete' },
  markFailed: { tone: 'error', message: 'Unable to mark coaching session as complete' },
} as const satisfies Record<string, Notice>;
