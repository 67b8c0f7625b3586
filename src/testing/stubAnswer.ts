import { ApiError } from '../../domain/api/apiError';

/**
 * How a stub actor of a story or test answers: with its fixture data, never (the story stays in the
 * state that waits for it), or by failing with the given error.
 */
export type StubAnswer = 'answer' | 'pending' | { fail: unknown };

/** A failure the server did not explain: no answer at all. */
export const offline: StubAnswer = { fail: new ApiError(0, { error: 'The server could not be reached' }) };

/** A refusal the server explained, with its status and words. */
export const refused = (status: number, error: string): StubAnswer => ({ fail: new ApiError(status, { error }) });

export const stubAnswer = async <T>(how: StubAnswer, answer: () => T | Promise<T>): Promise<T> => {
  if (how === 'pending') return new Promise<T>(() => {});
  if (how !== 'answer') throw how.fail;
  return answer();
};
