/**
 * How long formatting may hold the event loop before other requests, timers and websockets get
 * their turn (issue 31: an export never stalls them more than 50 ms, and a loaded machine runs
 * this code several times slower than an idle one).
 */
const sliceMs = 10;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The text of every item, in order: `format` applied to each, joined. A batch of an export (500
 * sites, 3-14 ms of CPU and up to 44 ms at load 24) is formatted in slices of `sliceMs`, with a
 * turn of the event loop between them, so the batch size is chosen for round trips and memory
 * while the longest hold stays one slice and one item, whatever the machine's load.
 */
export const formatInSlices = async <T>(items: readonly T[], format: (item: T) => string): Promise<string> => {
  const parts: string[] = [];
  let sliceStarted = performance.now();
  for (const item of items) {
    parts.push(format(item));
    if (performance.now() - sliceStarted >= sliceMs) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
  return parts.join('');
};
