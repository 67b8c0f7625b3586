import type { Page } from 'playwright-core';

type A11yViolation = { id: string; impact?: string | null; nodes: { target: string[] }[] };
type StoryFinished = {
  storyId: string;
  status: 'success' | 'error';
  reporters: { type: string; status: string; result?: { violations?: A11yViolation[]; error?: { message?: string } } }[];
};

export type StoryVisit = {
  /** Why the story's render or play function failed, or null when it passed. */
  playError: string | null;
  /** The accessibility addon's serious and critical findings, one line each (rule, impact, first elements). */
  a11yFindings: string[];
  screenshot: Buffer;
};

/**
 * Before the preview's code runs: note every story that finishes (Storybook's 'storyFinished'
 * event, sent after the play function and the accessibility addon's axe run), by catching the
 * preview's channel as it is set on the window. A string, not a function: tsx's helpers (`__name`)
 * do not exist in the page.
 */
const listenForFinishedStories = `
  window.__storiesFinished = [];
  window.__storiesErrors = [];
  let channel;
  const noteError = (payload) => window.__storiesErrors.push(String(payload?.message ?? payload));
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      value?.on('storyFinished', (payload) => window.__storiesFinished.push(payload));
      value?.on('storyThrewException', noteError);
      value?.on('playFunctionThrewException', noteError);
    },
  });
`;

const seriousFindings = (finished: StoryFinished): string[] =>
  finished.reporters
    .filter((reporter) => reporter.type === 'a11y')
    .flatMap((reporter) =>
      reporter.result?.error
        ? [`the accessibility check failed to run: ${reporter.result.error.message ?? 'no reason given'}`]
        : (reporter.result?.violations ?? [])
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map(
              (violation) =>
                `${violation.id} (${violation.impact}): ${violation.nodes
                  .slice(0, 3)
                  .map((node) => node.target.join(' '))
                  .join(' | ')}`,
            ),
    );

/** How long a story may take to render, play and be checked before it counts as failed. */
const storyTimeoutMs = 20_000;

const storyFinished = async (page: Page, storyId: string): Promise<StoryFinished> => {
  const handle = await page.waitForFunction(
    `window.__storiesFinished.find((finished) => finished.storyId === ${JSON.stringify(storyId)}) ?? null`,
    undefined,
    { timeout: storyTimeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as StoryFinished;
};

/**
 * Whether a focused button draws its ring (`:focus-visible`) follows Chrome's record of the
 * document's last input and of the element focused before: play functions focus by script, so
 * without a reset a story's picture depended on the stories shown before it in the same page
 * (lists-mark-coached--done had its ring in a full run and not alone). A real key press with
 * nothing focused puts every story in the same state: focus moved by script shows its ring, as a
 * keyboard user sees it.
 */
const startFromKeyboardModality = async (page: Page): Promise<void> => {
  await page.evaluate('document.activeElement instanceof HTMLElement && document.activeElement.blur()');
  await page.keyboard.press('Shift');
};

/**
 * Shows one story at the page's size and in a colour scheme, waits for its play function and
 * accessibility check, and screenshots the screen with animations finished and the caret hidden.
 * The first story of a page loads iframe.html (as a shared link does); the next ones switch story
 * through Storybook's channel, as its own test runner does, which saves loading the preview again.
 */
export const visitStory = async (page: Page, baseUrl: string, storyId: string, theme: string): Promise<StoryVisit> => {
  const loaded = page.url().startsWith(`${baseUrl}/iframe.html`) && (await page.evaluate('Boolean(window.__STORYBOOK_ADDONS_CHANNEL__)'));
  if (!loaded) {
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${theme}`);
    await storyFinished(page, storyId);
  }
  await startFromKeyboardModality(page);
  // The first story of a page is drawn again after the reset, so it starts as every other one does.
  await page.evaluate(
    `window.__storiesFinished.length = 0; window.__storiesErrors.length = 0;
     window.__STORYBOOK_ADDONS_CHANNEL__.emit(${JSON.stringify(loaded ? 'setCurrentStory' : 'forceRemount')}, { storyId: ${JSON.stringify(storyId)}, viewMode: 'story' })`,
  );
  const finished = await storyFinished(page, storyId);
  const errors = await page.evaluate<string[]>('window.__storiesErrors');
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  const screenshot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  return {
    // The addon's findings also mark the story 'error'; a failed play function or render says so with its own event.
    playError:
      errors.length > 0
        ? errors.join('\n')
        : finished.status === 'error' && !finished.reporters.some((reporter) => reporter.type === 'a11y' && reporter.status === 'failed')
          ? 'the story failed to render'
          : null,
    a11yFindings: seriousFindings(finished),
    screenshot,
  };
};

export const prepareStoryPage = (page: Page) => page.addInitScript({ content: listenForFinishedStories });
