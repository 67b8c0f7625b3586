import { refusalOf } from '../../domain/api/apiError';
import type { Notice } from './notice';

/**
 * The `notify` action for an actor that failed (an `invoke`'s onError): the screen's own words
 * ('Unable to ...'), followed by the server's when it explained a refusal (refusalOf), so a 4xx
 * says why and a crash or a lost connection does not show its internals.
 */
export const notifyFailure = (message: string) =>
  ({
    type: 'notify',
    params: ({ event }: { event: { error: unknown } }): Notice => {
      const refusal = refusalOf(event.error);
      return { tone: 'error', message: refusal ? `${message}: ${refusal}` : message };
    },
  }) as const;
