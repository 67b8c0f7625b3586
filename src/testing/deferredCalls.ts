/** A promise the test settles by hand, to hold an actor in its pending state as long as it likes. */
export type Deferred<T, I> = { input: I; resolve: (value: T) => void; reject: (error: unknown) => void; signal?: AbortSignal };

/**
 * Calls a test answers by hand, newest last: for actors whose earlier calls may be abandoned
 * (a list request replaced by a newer one is aborted, never answered), so the test answers
 * `last()` and can check each call's signal.
 */
export function deferredCalls<T, I>() {
  const calls: Deferred<T, I>[] = [];
  const start = (input: I, signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ input, resolve, reject, ...(signal ? { signal } : {}) }));
  const last = (): Deferred<T, I> => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call was made');
    return call;
  };
  return { calls, start, last };
}
