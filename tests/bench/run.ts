import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { AppDeps } from '../../server/http/appEnv';
import { createIntegrations } from '../../server/integrations/integrations';
import { createInlineJobQueue } from '../../server/jobs/inlineJobQueue';
import { jobDefinitions } from '../../server/jobs/jobDefinitions';
import { LiveHub } from '../../server/live/liveHub';
import { createSecretBox } from '../../server/secrets/secretBox';
import { buildSiteListQuery } from '../../server/siteList/siteListQuery';
import { type BenchDatabase, openBenchDatabase } from './benchDatabase';
import { percentile, timeIt } from './percentiles';
import { benchExport } from './exportBench';
import { benchScraper } from './scraperBench';
import { siteListCombos } from './siteListCombos';

/**
 * npm run bench: GET /api/sites over 50,000 seeded sites, through the real Hono app (bearer token,
 * session lookup, validation, JSON) and as the bare list statement on the database, for a fixed
 * mix of 20 filter combinations. PGlite always; PostgreSQL too when DATABASE_URL is set.
 * BENCH_SITES and BENCH_REPEAT change the size and the samples per combination; BENCH_SKIP_PGLITE=1
 * measures PostgreSQL alone.
 *
 * Targets (PostgreSQL): p95 through the app under 20 ms, and under twice the direct SQL's p95.
 * Then the scraper figure (tests/bench/scraperBench.ts); BENCH_SKIP_SCRAPER=1 leaves it out.
 */
const siteCount = Number(process.env.BENCH_SITES ?? 50_000);
const repeat = Number(process.env.BENCH_REPEAT ?? 40);
const warmup = 3;

interface ComboResult {
  name: string;
  totalSites: number;
  http: number[];
  direct: number[];
}

const measure = async (bench: BenchDatabase): Promise<ComboResult[]> => {
  const now = () => new Date();
  const config = { ...loadConfig({}), DEMO: false };
  const db = bench.handle.db;
  const deps: AppDeps = {
    db,
    config,
    now,
    jobs: createInlineJobQueue(jobDefinitions, () => deps),
    live: new LiveHub(),
    integrations: createIntegrations({ config, db, now }),
    secrets: createSecretBox(randomBytes(32)),
  };
  const app = createApp(deps);

  const results: ComboResult[] = [];
  for (const combo of siteListCombos(bench)) {
    const caller = bench.callers[combo.caller];
    const role = combo.caller;
    const params = v.parse(siteListQuerySchema, Object.fromEntries(new URLSearchParams(combo.query)));
    const viaHttp = async () => {
      const res = await app.request(`/api/sites?${combo.query}`, { headers: { authorization: `bearer ${caller.token}` } });
      if (res.status !== 200) throw new Error(`${combo.name}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as { totalSites: number };
    };
    const direct = () => buildSiteListQuery(db, params, { id: caller.id, role }, now()).execute();

    for (let i = 0; i < warmup; i += 1) {
      await viaHttp();
      await direct();
    }
    const result: ComboResult = { name: combo.name, totalSites: (await viaHttp()).totalSites, http: [], direct: [] };
    // Interleaved, so drift (a checkpoint, another process) lands on both columns alike.
    for (let i = 0; i < repeat; i += 1) {
      result.http.push(await timeIt(viaHttp));
      result.direct.push(await timeIt(direct));
    }
    results.push(result);
  }
  return results;
};

const ms = (value: number) => value.toFixed(2).padStart(8);

const printTable = (label: string, results: ComboResult[]) => {
  console.log(`\n${label}: ${siteCount.toLocaleString('en-US')} sites, ${repeat} samples per combination (milliseconds)`);
  console.log(`${'combination'.padEnd(32)} ${'matches'.padStart(7)} ${'http p50'.padStart(8)} ${'http p95'.padStart(8)} ${'sql p50'.padStart(8)} ${'sql p95'.padStart(8)} ${'ratio'.padStart(6)}`);
  for (const r of results) {
    const httpP95 = percentile(r.http, 95);
    const sqlP95 = percentile(r.direct, 95);
    console.log(
      `${r.name.padEnd(32)} ${String(r.totalSites).padStart(7)} ${ms(percentile(r.http, 50))} ${ms(httpP95)} ${ms(percentile(r.direct, 50))} ${ms(sqlP95)} ${(httpP95 / sqlP95).toFixed(2).padStart(6)}`,
    );
  }
  const http = results.flatMap((r) => r.http);
  const direct = results.flatMap((r) => r.direct);
  const httpP95 = percentile(http, 95);
  const sqlP95 = percentile(direct, 95);
  console.log(`${'ALL'.padEnd(32)} ${''.padStart(7)} ${ms(percentile(http, 50))} ${ms(httpP95)} ${ms(percentile(direct, 50))} ${ms(sqlP95)} ${(httpP95 / sqlP95).toFixed(2).padStart(6)}`);
  return { httpP95, sqlP95 };
};

const runOn = async (databaseUrl?: string) => {
  const started = Date.now();
  const bench = await openBenchDatabase(siteCount, databaseUrl);
  console.log(`${bench.label}: seeded ${siteCount.toLocaleString('en-US')} sites in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const overall = printTable(bench.label, await measure(bench));
    if (bench.label === 'PostgreSQL') {
      const fast = overall.httpP95 < 20;
      const close = overall.httpP95 < 2 * overall.sqlP95;
      console.log(`target p95 < 20 ms: ${fast ? 'met' : 'MISSED'}; target p95 < 2x direct SQL: ${close ? 'met' : 'MISSED'}`);
      return fast && close;
    }
    return true;
  } finally {
    await bench.dispose();
  }
};

const pgliteOk = process.env.BENCH_SKIP_PGLITE === '1' ? true : await runOn();
const postgresOk = process.env.DATABASE_URL ? await runOn(process.env.DATABASE_URL) : true;
if (!process.env.DATABASE_URL) console.log('\nDATABASE_URL is not set: PostgreSQL not measured.');
const scraperOk = process.env.BENCH_SKIP_SCRAPER === '1' ? true : await benchScraper();
const exportOk = process.env.BENCH_SKIP_EXPORT === '1' ? true : await benchExport();
process.exitCode = pgliteOk && postgresOk && scraperOk && exportOk ? 0 : 1;
