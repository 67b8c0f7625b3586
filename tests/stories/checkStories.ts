import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumFlags } from '../chromiumFlags';
import { compareScreenshot } from './compareScreenshot';
import { serveStatic } from './staticServer';
import { readStoryInputs } from './readStoryInputs';
import { approvedManifest, changedFilesOf, emptyManifest, selectStories, type InputsManifest } from './storyInputs';
import { prepareStoryPage, visitStory } from './visitStory';
import { writeReport, type StoryProblem } from './storiesReport';

/**
 * `npm run stories:check`: every story of the built Storybook (storybook-static), at desktop and
 * phone size, in real Chromium. Each must pass its play function, have no serious or critical
 * accessibility finding, and look as its committed baseline does (tests/stories/baselines); a
 * difference writes before, after and diff images and a report to test-results/stories/ and fails.
 * `npm run stories:approve` takes the current screenshots as the new baselines, on purpose, and
 * notes each passing story's inputs in tests/stories/baselines/inputs.json.
 *
 * Options: --only <text> checks the stories whose id contains the text; --theme dark checks the
 * dark colour scheme (its baselines are kept beside the light ones; --theme light --theme dark
 * checks both); --changed checks only the stories whose inputs differ from inputs.json (`npm run
 * stories:ci`, decision 0590); --workers <n> pages at once (half at each size); --dir <folder>
 * checks another build than storybook-static.
 */
const { values } = parseArgs({
  options: {
    approve: { type: 'boolean', default: false },
    changed: { type: 'boolean', default: false },
    only: { type: 'string' },
    theme: { type: 'string', multiple: true, default: ['light'] },
    workers: { type: 'string', default: process.env.STORIES_WORKERS ?? '4' },
    dir: { type: 'string', default: 'storybook-static' },
  },
});

const sizes = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof sizes;

const staticDir = path.resolve(values.dir);
const baselineDir = path.resolve('tests/stories/baselines');
const manifestFile = path.join(baselineDir, 'inputs.json');
const resultsDir = path.resolve('test-results/stories');
/** Dates on screen ('3 days ago', this month's calendar) read this instant, so a screenshot does not change with the day it is taken. */
const fixedNow = new Date('2026-06-15T09:30:00Z');

const baselineName = (storyId: string, size: Size, theme: string) => `${storyId}.${size}${theme === 'light' ? '' : `.${theme}`}.png`;

/** Each story's id → its story file ('./src/…/X.stories.tsx'), the ones --only names. */
const storyFiles = async (): Promise<Map<string, string>> => {
  const index = JSON.parse(await readFile(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string; importPath: string }>;
  };
  return new Map(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story' && (!values.only || entry.id.includes(values.only)))
      .map((entry) => [entry.id, entry.importPath] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
};

const readManifest = async (): Promise<InputsManifest> =>
  existsSync(manifestFile) ? (JSON.parse(await readFile(manifestFile, 'utf8')) as InputsManifest) : emptyManifest();

const main = async () => {
  if (!existsSync(path.join(staticDir, 'index.json'))) throw new Error('No built Storybook: run `npm run build-storybook` first');
  const started = Date.now();
  const files = await storyFiles();
  const allIds = [...files.keys()];
  const sizeNames = Object.keys(sizes) as Size[];
  const inputs = values.approve || values.changed ? await readStoryInputs(staticDir, files) : null;
  if ((values.approve || values.changed) && !inputs)
    console.log('The build has no module graph (preview-stats.json; build with --stats-json): every story is checked, no inputs are noted');
  let manifest = await readManifest();
  // Named from the manifest as it was before this run: an approval in one theme updates the files' hashes before the next theme.
  const changedFiles = inputs ? changedFilesOf(manifest, inputs.hashes) : [];
  await rm(resultsDir, { recursive: true, force: true });
  await mkdir(resultsDir, { recursive: true });
  await mkdir(baselineDir, { recursive: true });

  const server = await serveStatic(staticDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
  const problems: StoryProblem[] = [];
  const summaries: string[] = [];
  let approved = 0;

  const checkTheme = async (theme: string) => {
    const selection =
      values.changed && inputs
        ? selectStories({
            theme,
            manifest,
            globalDigest: inputs.globalDigest,
            storyDigests: inputs.storyDigests,
            changedFiles,
          })
        : { check: allIds, reason: `checking all ${allIds.length} stories in ${theme}` };
    console.log(selection.reason);
    const ids = selection.check;
    // Each page keeps one size (a story then only switches, never resizes), so the stories of a size share its pages.
    const queues = Object.fromEntries(sizeNames.map((size) => [size, [...ids]])) as Record<Size, string[]>;
    const failed = new Set<string>();
    const worker = async (size: Size) => {
      const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce', viewport: sizes[size] });
      const page = await context.newPage();
      await page.clock.setFixedTime(fixedNow);
      await prepareStoryPage(page);
      for (let storyId = queues[size].shift(); storyId !== undefined; storyId = queues[size].shift()) {
        const baselineFile = path.join(baselineDir, baselineName(storyId, size, theme));
        const where = `${storyId} (${size}${theme === 'light' ? '' : `, ${theme}`})`;
        const visit = await visitStory(page, server.url, storyId, theme).catch((error: Error) => ({ error }));
        if ('error' in visit) {
          problems.push({ where, kind: 'play', lines: [visit.error.message.split('\n')[0]!] });
          failed.add(storyId);
          // The next story loads the preview afresh rather than switching inside a page in an unknown state.
          await page.goto('about:blank');
          continue;
        }
        if (visit.playError) problems.push({ where, kind: 'play', lines: [visit.playError] });
        if (visit.a11yFindings.length > 0) problems.push({ where, kind: 'a11y', lines: visit.a11yFindings });
        if (visit.playError || visit.a11yFindings.length > 0) failed.add(storyId);
        // A story that failed to play is not in the state it names: its picture is no baseline.
        if (values.approve && visit.playError) continue;
        if (values.approve) {
          const baseline = existsSync(baselineFile) ? await readFile(baselineFile) : null;
          if (!baseline || compareScreenshot(baseline, visit.screenshot).changedPixels > 0) {
            await writeFile(baselineFile, visit.screenshot);
            approved++;
          }
          continue;
        }
        const picture = baselineName(storyId, size, theme).replace(/\.png$/, '');
        if (!existsSync(baselineFile)) {
          const after = `${picture}.after.png`;
          await writeFile(path.join(resultsDir, after), visit.screenshot);
          problems.push({ where, kind: 'new', lines: ['no baseline yet: look at it, then `npm run stories:approve`'], images: { after } });
          continue;
        }
        const baseline = await readFile(baselineFile);
        const { changedPixels, diff } = compareScreenshot(baseline, visit.screenshot);
        if (changedPixels === 0) continue;
        const images = {
          before: `${picture}.before.png`,
          after: `${picture}.after.png`,
          diff: diff ? `${picture}.diff.png` : undefined,
        };
        await writeFile(path.join(resultsDir, images.before), baseline);
        await writeFile(path.join(resultsDir, images.after), visit.screenshot);
        if (diff && images.diff) await writeFile(path.join(resultsDir, images.diff), diff);
        problems.push({ where, kind: 'visual', lines: [diff ? `${changedPixels} pixels changed` : 'the screenshot changed size'], images });
      }
      await context.close();
    };
    const pagesPerSize = Math.max(1, Math.floor(Number(values.workers) / sizeNames.length));
    await Promise.all(sizeNames.flatMap((size) => Array.from({ length: pagesPerSize }, () => worker(size))));
    summaries.push(`${ids.length} of ${allIds.length} stories × ${sizeNames.length} sizes (${theme})`);

    // A baseline whose story is gone would hide nothing but confuse the next reader: approve removes it, check reports it.
    if (!values.only) {
      const expected = new Set(allIds.flatMap((storyId) => sizeNames.map((size) => baselineName(storyId, size, theme))));
      const themed = (file: string) => (theme === 'light' ? /^[^.]+\.(desktop|phone)\.png$/ : new RegExp(`\\.${theme}\\.png$`)).test(file);
      for (const file of (await readdir(baselineDir)).filter(themed).filter((file) => !expected.has(file))) {
        if (values.approve) await unlink(path.join(baselineDir, file));
        else
          problems.push({
            where: file,
            kind: 'stale',
            lines: ['a baseline of a story that no longer exists: `npm run stories:approve` removes it'],
          });
      }
    }

    if (values.approve && inputs)
      manifest = approvedManifest({
        manifest,
        theme,
        globalDigest: inputs.globalDigest,
        everyStory: !values.only && ids.length === allIds.length,
        passed: new Map(ids.filter((id) => !failed.has(id)).map((id) => [id, inputs.storyDigests.get(id)!])),
        failed: [...failed],
        hashes: inputs.hashes,
      });
  };

  for (const theme of values.theme) await checkTheme(theme);
  await browser.close();
  await server.close();
  if (values.approve && inputs) await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  await writeReport(resultsDir, problems);
  for (const problem of problems) console.log(`✗ ${problem.where} [${problem.kind}]\n    ${problem.lines.join('\n    ')}`);
  console.log(
    `${summaries.join(', ')} in ${seconds} s: ${problems.length} problems` +
      (values.approve ? `, ${approved} baselines written` : '') +
      (problems.length > 0 ? `; report: ${path.relative(process.cwd(), path.join(resultsDir, 'index.html'))}` : ''),
  );
  // Approving takes the pictures; it still fails on a play or accessibility problem.
  if (problems.some((problem) => !values.approve || problem.kind === 'play' || problem.kind === 'a11y')) process.exitCode = 1;
};

await main();
