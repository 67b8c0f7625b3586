import type { Page, Response } from 'playwright-core';

/**
 * Times, inside the page, from an API answer's last byte to the frame that shows what it holds:
 * the answer's arrival is its resource-timing `responseEnd`; the drawing is the first frame after
 * the watched elements' accessible names became the answer's, stamped by a message posted from
 * that frame's requestAnimationFrame (it runs once the frame is painted). Both clocks are the
 * page's `performance.now()`, so nothing outside the page (Playwright's round trips) is counted.
 */

interface Shown {
  /** The watched elements' aria-labels, one a line. */
  labels: string;
  /** performance.now() once a frame showing them was drawn; null until then. */
  paintedAt: number | null;
}

type RecordingWindow = Window & { benchAnswerToPaint?: { shown: Shown[] } };

/**
 * Starts recording what `selector` matches, forgetting what came before: each time its elements'
 * names change, a new entry stamped when the next frame is drawn. Reading names is no layout, so
 * the recording adds little to the page's own work. A string, not a function: tsx would wrap the
 * function's inner names in a helper the page does not have.
 */
const recorder = `(watched) => {
  window.benchAnswerToPaint?.observer.disconnect();
  performance.clearResourceTimings();
  const read = () => Array.from(document.querySelectorAll(watched), (element) => element.getAttribute('aria-label') ?? '').join('\\n');
  const shown = [];
  let last = read();
  const observer = new MutationObserver(() => {
    const labels = read();
    if (labels === last) return;
    last = labels;
    const entry = { labels, paintedAt: null };
    shown.push(entry);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        entry.paintedAt ??= performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  window.benchAnswerToPaint = { observer, shown };
}`;

const record = (page: Page, selector: string) => page.evaluate(`(${recorder})(${JSON.stringify(selector)})`);

/** Milliseconds from the answer's arrival to the first frame showing `labels`. */
const paintedAfter = async (page: Page, response: Response, labels: string): Promise<number> => {
  const handle = await page.waitForFunction(
    ({ expected, url }) => {
      const painted = (window as RecordingWindow).benchAnswerToPaint?.shown.find((entry) => entry.labels === expected)?.paintedAt;
      const arrived = performance.getEntriesByName(url).at(-1) as PerformanceResourceTiming | undefined;
      return painted != null && arrived ? painted - arrived.responseEnd : null;
    },
    { expected: labels, url: response.url() },
    { polling: 50, timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
};

/**
 * Runs `action`, waits for the answer `isAnswer` picks, and gives the milliseconds from its arrival
 * to the frame where the elements `selector` matches carry the names `labelsOf` reads from it.
 */
export const answerToPaint = async <T>(
  page: Page,
  options: {
    selector: string;
    isAnswer: (response: Response) => boolean;
    labelsOf: (answer: T) => string[];
    action: () => Promise<unknown>;
  },
): Promise<number> => {
  await record(page, options.selector);
  const answered = page.waitForResponse(options.isAnswer);
  await options.action();
  const response = await answered;
  const labels = options.labelsOf((await response.json()) as T).join('\n');
  return paintedAfter(page, response, labels);
};
