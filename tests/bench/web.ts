import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { startBenchServer } from './benchServer';
import { percentile } from './percentiles';
import { measureInteractions } from './webInteractions';

/**
 * npm run bench:web: the first load of /login, /sites and a site's page in headless Chromium with
 * an empty cache, as bytes of JavaScript and CSS on the wire (compressed as the server sends them),
 * then Lighthouse's desktop performance score of each (median of BENCH_LIGHTHOUSE_RUNS, default 3).
 * The server is `npm start` on an empty data folder with demo data; its start-up time and resident
 * memory are printed too. BENCH_WEB_ROOT runs another checkout (an older build, for the 'before').
 * Then, signed in on /sites, BENCH_WEB_SAMPLES (default 20) filter changes of two filters and
 * palette searches, each timed in the page from its answer's arrival to the frame showing it
 * (issue 31). The machine's load (/proc/loadavg) is printed with each part.
 *
 * Targets: JavaScript at most 200 KB and CSS at most 40 KB per route; Lighthouse at least 95; a
 * filter's rows drawn at most 150 ms and the palette's sites at most 100 ms after the answer (p95).
 */
const root = process.env.BENCH_WEB_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const maxJsKb = 200;
const maxCssKb = 40;
const minScore = 95;
const interactionSamples = Number(process.env.BENCH_WEB_SAMPLES ?? 20);
const interactionTargets: Record<string, number> = { 'status filter -> rows': 150, 'AE filter -> rows': 150, 'palette -> sites': 100 };
const loadNow = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

const signInThroughPage = async (page: Page, origin: string) => {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email address').fill('admin@example.com');
  await page
    .getByLabel(/^Password/)
    .and(page.locator('input'))
    .fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
};

interface RouteBytes {
  route: string;
  js: number;
  css: number;
  other: number;
  requests: number;
  /** The largest JavaScript files, as 'name KB': where to look when a route is over its target. */
  largestJs: string[];
}

/** One route's first load in a fresh context: every response's body bytes as received, by kind. */
const measureBytes = async (
  browser: Browser,
  origin: string,
  route: string,
  storageState?: BrowserContextOptions['storageState'],
): Promise<RouteBytes> => {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  const sizes: Promise<{ kind: 'js' | 'css' | 'other'; bytes: number; file: string }>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      (async () => {
        const response = await request.response();
        const type = response?.headers()['content-type'] ?? '';
        const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : 'other';
        return { kind, bytes: (await request.sizes()).responseBodySize, file: path.basename(new URL(request.url()).pathname) };
      })(),
    );
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  const done = await Promise.all(sizes);
  await context.close();
  const sum = (kind: string) => done.filter((size) => size.kind === kind).reduce((total, size) => total + size.bytes, 0);
  const largestJs = done
    .filter((size) => size.kind === 'js')
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 6)
    .map((size) => `${size.file} ${(size.bytes / 1024).toFixed(1)}`);
  return { route, js: sum('js'), css: sum('css'), other: sum('other'), requests: done.length, largestJs };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Lighthouse (desktop preset, performance only) against a Chromium that keeps the signed-in session. */
const lighthouseScores = async (
  origin: string,
  routes: string[],
): Promise<{ scores: Map<string, number[]>; blocking: Map<string, number[]>; metrics: Map<string, string> }> => {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags });
  const scores = new Map<string, number[]>();
  // Total Blocking Time of each run, ms.
  const blocking = new Map<string, number[]>();
  // The metrics of each route's last run: what the score is made of.
  const metrics = new Map<string, string>();
  try {
    const run = async (route: string) => {
      const result = await lighthouse(
        `${origin}${route}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
        desktopConfig,
      );
      const score = Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
      const audit = (id: string) => result?.lhr.audits[id]?.displayValue ?? '-';
      metrics.set(
        route,
        `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, SI ${audit('speed-index')}`,
      );
      scores.set(route, [...(scores.get(route) ?? []), score]);
      blocking.set(route, [
        ...(blocking.get(route) ?? []),
        Math.round(result?.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
      ]);
    };
    // /login first, signed out: a signed-in visitor would be measured on the same page anyway.
    for (let i = 0; i < lighthouseRuns; i += 1) await run('/login');
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = cdp.contexts()[0];
    if (!context) throw new Error('Chromium has no default context to sign in with');
    const page = await context.newPage();
    await signInThroughPage(page, origin);
    await page.close();
    for (const route of routes.filter((route) => route !== '/login')) for (let i = 0; i < lighthouseRuns; i += 1) await run(route);
  } finally {
    chrome.kill();
  }
  return { scores, blocking, metrics };
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

const server = await startBenchServer({ root });
let ok = true;
try {
  const started = await server.memory();
  console.log(
    `server (${root}): ready in ${(server.startMs / 1000).toFixed(1)} s on an empty data folder; resident ${started.rssMb.toFixed(0)} MB, peak ${started.peakMb.toFixed(0)} MB`,
  );

  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const signInContext = await browser.newContext();
  const signInPage = await signInContext.newPage();
  await signInThroughPage(signInPage, server.url);
  const storageState = await signInContext.storageState();
  const list = (await (await signInContext.request.get(`${server.url}/api/sites?perPage=1`)).json()) as { data: { id: number }[] };
  const siteId = list.data[0]?.id;
  if (siteId === undefined) throw new Error('The demo data has no site');
  await signInContext.close();
  const routes = ['/login', '/sites', `/sites/id/${siteId}`];

  console.log(`\n${loadNow()}`);
  console.log(`\nfirst load, empty cache (KB on the wire; targets: JS <= ${maxJsKb}, CSS <= ${maxCssKb})`);
  console.log(`${'route'.padEnd(20)} ${'JS'.padStart(7)} ${'CSS'.padStart(7)} ${'other'.padStart(7)} requests`);
  for (const route of routes) {
    const bytes = await measureBytes(browser, server.url, route, route === '/login' ? undefined : storageState);
    const met = bytes.js <= maxJsKb * 1024 && bytes.css <= maxCssKb * 1024;
    ok &&= met;
    console.log(
      `${route.padEnd(20)} ${kb(bytes.js)} ${kb(bytes.css)} ${kb(bytes.other)} ${String(bytes.requests).padStart(8)}  ${met ? 'met' : 'MISSED'}`,
    );
    console.log(`${''.padEnd(20)} largest JS: ${bytes.largestJs.join(', ')}`);
  }

  console.log(`\nfrom the answer's arrival to the frame showing it, ${interactionSamples} samples each, ms (${loadNow()})`);
  for (const { name, samples } of await measureInteractions(browser, server.url, storageState, interactionSamples)) {
    const target = interactionTargets[name] as number;
    const met = percentile(samples, 95) <= target;
    ok &&= met;
    console.log(
      `${name.padEnd(24)} p50 ${percentile(samples, 50).toFixed(0).padStart(4)}  p95 ${percentile(samples, 95).toFixed(0).padStart(4)}  max ${Math.max(
        ...samples,
      )
        .toFixed(0)
        .padStart(4)}  (target p95 <= ${target})  ${met ? 'met' : 'MISSED'}`,
    );
  }
  console.log(`(${loadNow()})`);
  await browser.close();

  console.log(
    `\nLighthouse ${lighthouseRuns}x per route, desktop preset, performance (target >= ${minScore}) and Total Blocking Time (${loadNow()})`,
  );
  const lighthouse = await lighthouseScores(server.url, routes);
  for (const [route, scores] of lighthouse.scores) {
    const blocking = lighthouse.blocking.get(route) ?? [];
    const met = median(scores) >= minScore;
    ok &&= met;
    console.log(
      `${route.padEnd(20)} median ${String(median(scores)).padStart(3)}  (runs: ${scores.join(', ')})  ${met ? 'met' : 'MISSED'}  TBT median ${median(blocking)} ms (runs: ${blocking.join(', ')})`,
    );
    console.log(`${''.padEnd(20)} last run: ${lighthouse.metrics.get(route) ?? '-'}`);
  }
  const after = await server.memory();
  console.log(`\nserver resident after the loads: ${after.rssMb.toFixed(0)} MB, peak ${after.peakMb.toFixed(0)} MB (${loadNow()})`);
} finally {
  await server.stop();
}
process.exitCode = ok ? 0 : 1;
