import type { Browser, BrowserContextOptions, Page, Response } from 'playwright-core';
import type { SiteRow } from '../../domain/api/siteList.schema';
import { answerToPaint } from './answerToPaint';

/**
 * The two interactions issue 31 times in the browser, each from its answer's arrival to the frame
 * that shows it (answerToPaint): a filter change on All Sites drawing its page of rows, and the
 * command palette drawing the sites its search found.
 */

interface ListAnswer {
  data: SiteRow[];
  totalSites: number;
}

const listAnswer =
  (accept: (query: URLSearchParams) => boolean) =>
  (response: Response): boolean => {
    const url = new URL(response.url());
    return url.pathname === '/api/sites' && response.request().method() === 'GET' && response.status() === 200 && accept(url.searchParams);
  };

/** The list's rows, by the site names they carry (the skeleton's rows are 'Loading site'). */
const listRows = 'main table[aria-busy] > tbody > tr';
/** The palette's site choices, named '<id> <name>'; its other choices have no aria-label. */
const paletteSites = '[role="dialog"] [role="option"][aria-label]';

const selectNamed = (page: Page, name: string) => page.getByLabel(name, { exact: true }).and(page.locator('input'));

const chooseOption = async (page: Page, select: string, option: string) => {
  await selectNamed(page, select).click();
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.click();
  await choice.waitFor({ state: 'hidden' });
};

/** The names a filter's dropdown offers, read by opening it (and closed again with Escape). */
const optionsOf = async (page: Page, select: string): Promise<string[]> => {
  await selectNamed(page, select).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const names = await listbox.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
  return names;
};

interface InteractionTimes {
  name: string;
  samples: number[];
}

/**
 * `samples` changes of the filter `select` on /sites, going round `choices` (each differs from the
 * one before, so every change draws new rows): milliseconds from the list answer to its rows drawn.
 */
const filterChanges = async (page: Page, select: string, param: string, choices: string[], samples: number): Promise<number[]> => {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const choice = choices[i % choices.length] as string;
    times.push(
      await answerToPaint<ListAnswer>(page, {
        selector: listRows,
        // The filter's parameter is an id for a person, the name itself for a status.
        isAnswer: listAnswer((query) => query.has(param)),
        labelsOf: (answer) => answer.data.map((row) => row.name),
        action: () => chooseOption(page, select, choice),
      }),
    );
  }
  return times;
};

/** `samples` searches in the palette, going round `words`: milliseconds from the answer to its sites drawn. */
const paletteSearches = async (page: Page, words: string[], samples: number): Promise<number[]> => {
  await page.keyboard.press('Control+k');
  const box = page.getByRole('dialog', { name: 'Command palette' }).getByRole('textbox');
  await box.waitFor();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const word = words[i % words.length] as string;
    times.push(
      await answerToPaint<ListAnswer>(page, {
        selector: paletteSites,
        isAnswer: listAnswer((query) => query.get('query') === word),
        labelsOf: (answer) => answer.data.map((row) => `${row.id} ${row.name}`),
        action: () => box.fill(word),
      }),
    );
  }
  await page.keyboard.press('Escape');
  return times;
};

/**
 * Signed in as the demo's admin on All Sites (the demo's few hundred sites, 20 rows a page): the
 * status filter going round the statuses with a full page of sites, the Account Executive filter
 * round the people with a full page, and the palette searching the first words of the first page's names.
 */
export const measureInteractions = async (
  browser: Browser,
  origin: string,
  storageState: BrowserContextOptions['storageState'],
  samples: number,
): Promise<InteractionTimes[]> => {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, storageState });
  try {
    const page = await context.newPage();
    const read = async (query: string) => (await (await context.request.get(`${origin}/api/sites?${query}`)).json()) as ListAnswer;
    await page.goto(`${origin}/sites`);
    await page.locator('main table[aria-busy="false"]').waitFor();

    // Each filter from the unfiltered list.
    const afresh = async <T>(run: () => Promise<T>) => {
      await page.goto(`${origin}/sites`);
      await page.locator('main table[aria-busy="false"]').waitFor();
      return run();
    };
    const statuses: string[] = [];
    for (const status of await optionsOf(page, 'Status filter')) {
      if ((await read(`label=${encodeURIComponent(status)}&perPage=1`)).totalSites >= 20) statuses.push(status);
    }
    const people = (await (await context.request.get(`${origin}/api/aes`)).json()) as { id: number; name: string }[];
    const executives: string[] = [];
    for (const person of people) if ((await read(`ae=${person.id}&perPage=1`)).totalSites >= 20) executives.push(person.name);
    const words = [...new Set((await read('perPage=100')).data.map((row) => row.name.split(' ')[0] as string))].slice(0, 10);
    if (statuses.length < 2 || executives.length < 2 || words.length < 2) {
      throw new Error('The demo data has too few statuses, account executives or names to change between');
    }
    return [
      { name: 'status filter -> rows', samples: await filterChanges(page, 'Status filter', 'label', statuses, samples) },
      {
        name: 'AE filter -> rows',
        samples: await afresh(() => filterChanges(page, 'Account Executive filter', 'ae', executives, samples)),
      },
      { name: 'palette -> sites', samples: await paletteSearches(page, words, samples) },
    ];
  } finally {
    await context.close();
  }
};
