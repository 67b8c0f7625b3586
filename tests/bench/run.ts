import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import { foldFacetCounts } from '../../server/siteList/facetCounts';
import { buildSiteListQuery, listSites } from '../../server/siteList/siteListQuery';
import { createBenchApp } from './benchApp';
import { type BenchDatabase, openBenchDatabase } from './benchDatabase';
import { startBenchServer } from './benchServer';
import { measureLoad } from './load';
import { percentile, timeIt } from './percentiles';
import { benchAudit } from './auditBench';
import { benchExport } from './exportBench';
import { benchInsights } from './insightsBench';
import { benchScraper } from './scraperBench';
import { type ListCombo, siteListCombos } from './siteListCombos';
import { benchWrites } from './benchWrites';

/**
 * npm run bench: GET /api/sites over seeded sites (50,000 and 200,000 by default), through the
 * real Hono app (bearer token, session lookup, validation, JSON; a repeated request is answered
 * from the remembered answer), as listSites itself ('read': the page statement with the total
 * remembered, what a request costs once sites changed) and as the bare list statement (the page
 * and its count in one statement, nothing remembered) on the database, for a fixed mix
 * of filter combinations, including page 2000. PGlite at the first size; PostgreSQL at every size
 * when DATABASE_URL is set, then requests per second over HTTP with 10 connections. Then the
 * embedded server's start-up time and resident memory, and the scraper figure.
 *
 * Three kinds of figure, each labelled (issue 31): 'warm' is a repeated request with nothing
 * written between; 'cold' is the first request after a write, a note on a random site ('after a
 * note') or a status change ('after a status', which moves sites between filters); 'mixed' is list
 * requests, one after another over every combination, while 5 writes a second go on beside them,
 * against the same requests read-only. Every table prints the load average it was taken at.
 *
 * BENCH_SITES ('50000,200000') and BENCH_REPEAT change the sizes and the samples per combination;
 * BENCH_SKIP_PGLITE=1 (the lists and the export on PGlite), BENCH_SKIP_SERVER=1, BENCH_SKIP_SCRAPER=1, BENCH_SKIP_EXPORT=1, BENCH_SKIP_AUDIT=1,
 * BENCH_SKIP_INSIGHTS=1 (the Insights charts, on PostgreSQL at the largest size), BENCH_SKIP_LIST=1 (the list
 * tables and the mixed figure), BENCH_SKIP_LOAD=1 (requests per second over HTTP) leave those parts out;
 * BENCH_SCHEMA keeps each seeded PostgreSQL schema (as <name>_<sites>) for the next run;
 * BENCH_INSIGHTS_REUSE=1 times the Insights charts over the history a kept schema already holds.
 *
 * Targets (PostgreSQL): every combination's p95 through the app at most 20 ms and at most twice
 * the bare SQL's p95; page 2000 at most 1.5x page 1; at least 1,000 requests/s on GET /api/sites
 * and GET /api/sites/{id}. Server: at most 350 MB resident after a first start, start-up under 15 s.
 */
const siteCounts = (process.env.BENCH_SITES ?? '50000,200000').split(',').map(Number);
const repeat = Number(process.env.BENCH_REPEAT ?? 40);
const warmup = 3;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface ComboResult {
  name: string;
  totalSites: number;
  /** The first request of the combination: nothing remembered for its filter yet. */
  first: number;
  http: number[];
  /** listSites itself: the page statement, the total remembered; what a request costs when its remembered answer no longer holds. */
  read: number[];
  direct: number[];
  /** Through the app, each right after a note on a random site. */
  afterNote: number[];
  /** Through the app, each right after a status change of a random site. */
  afterStatus: number[];
}

const coldRepeat = Number(process.env.BENCH_COLD_REPEAT ?? 20);
const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const measure = async (bench: BenchDatabase): Promise<ComboResult[]> => {
  const now = () => new Date();
  const db = bench.handle.db;
  const app = createBenchApp(db);
  const writes = benchWrites(bench);

  const results: ComboResult[] = [];
  for (const combo of siteListCombos(bench)) {
    // A server folds the maintained counts' deltas every minute (site-facet-fold); so does the bench, between combinations.
    await foldFacetCounts(db);
    const caller = bench.callers[combo.caller];
    const role = combo.caller;
    const params = v.parse(siteListQuerySchema, Object.fromEntries(new URLSearchParams(combo.query)));
    const viaHttp = async () => {
      const res = await app.request(`/api/sites?${combo.query}`, { headers: { authorization: `bearer ${caller.token}` } });
      if (res.status !== 200) throw new Error(`${combo.name}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as { totalSites: number };
    };
    const direct = () => buildSiteListQuery(db, params, { id: caller.id, role }, now()).execute();
    const read = () => listSites(db, params, { id: caller.id, role }, now());

    const first = await timeIt(viaHttp);
    for (let i = 0; i < warmup; i += 1) {
      await viaHttp();
      await read();
      await direct();
    }
    const result: ComboResult = {
      name: combo.name,
      totalSites: (await viaHttp()).totalSites,
      first,
      http: [],
      read: [],
      direct: [],
      afterNote: [],
      afterStatus: [],
    };
    // Interleaved, so drift (a checkpoint, another process) lands on both columns alike.
    for (let i = 0; i < repeat; i += 1) {
      result.http.push(await timeIt(viaHttp));
      result.read.push(await timeIt(read));
      result.direct.push(await timeIt(direct));
    }
    for (let i = 0; i < coldRepeat; i += 1) {
      await writes.note();
      result.afterNote.push(await timeIt(viaHttp));
      await writes.statusChange();
      result.afterStatus.push(await timeIt(viaHttp));
    }
    results.push(result);
  }
  return results;
};

const ms = (value: number) => value.toFixed(2).padStart(8);

/**
 * List requests one after another over every combination for `seconds`: requests per second. One
 * untimed round first, so the read-only figure does not pay for writes made before it.
 */
const listThroughput = async (bench: BenchDatabase, seconds: number): Promise<number> => {
  const app = createBenchApp(bench.handle.db);
  const combos = siteListCombos(bench);
  const request = async (combo: ListCombo) => {
    const res = await app.request(`/api/sites?${combo.query}`, {
      headers: { authorization: `bearer ${bench.callers[combo.caller].token}` },
    });
    await res.arrayBuffer();
  };
  for (const combo of combos) await request(combo);
  const until = Date.now() + seconds * 1000;
  let done = 0;
  while (Date.now() < until) {
    const combo = combos[done % combos.length];
    if (!combo) break;
    await request(combo);
    done += 1;
  }
  return done / seconds;
};

/** 'mixed': list throughput read-only, then with 5 writes a second beside it (target: at least 80% of read-only). */
const mixedFigures = async (bench: BenchDatabase): Promise<boolean> => {
  const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 10);
  const writes = benchWrites(bench);
  const readOnly = await listThroughput(bench, seconds);
  let written = 0;
  const writer = setInterval(() => {
    written += 1;
    void writes.any();
  }, 200);
  const mixed = await listThroughput(bench, seconds).finally(() => clearInterval(writer));
  const ratio = mixed / readOnly;
  console.log(
    `mixed (${seconds} s each, load ${loadNow()}): read-only ${readOnly.toFixed(0)} list requests/s; with 5 writes/s (${written} written) ${mixed.toFixed(0)}/s = ${(ratio * 100).toFixed(0)}% (target >= 80%: ${ratio >= 0.8 ? 'met' : 'MISSED'})`,
  );
  return ratio >= 0.8;
};

/** Prints the table; on PostgreSQL checks the targets and returns whether all were met. */
const report = (label: string, siteCount: number, results: ComboResult[]): boolean => {
  console.log(
    `\n${label}: ${siteCount.toLocaleString('en-US')} sites, ${repeat} warm and ${coldRepeat} cold samples per combination (milliseconds), load ${loadNow()}`,
  );
  console.log(
    'warm: the same request again, nothing written; cold: the first request after a note, or after a status change, on a random site',
  );
  console.log(
    `${'combination'.padEnd(32)} ${'matches'.padStart(7)} ${'first'.padStart(8)} ${'warm p50'.padStart(8)} ${'warm p95'.padStart(8)} ${'read p50'.padStart(8)} ${'read p95'.padStart(8)} ${'sql p50'.padStart(8)} ${'sql p95'.padStart(8)} ${'ratio'.padStart(6)} ${'note p50'.padStart(8)} ${'note p95'.padStart(8)} ${'stat p50'.padStart(8)} ${'stat p95'.padStart(8)}`,
  );
  let everyCombo = true;
  for (const r of results) {
    const httpP95 = percentile(r.http, 95);
    const readP95 = percentile(r.read, 95);
    const sqlP95 = percentile(r.direct, 95);
    const met = httpP95 <= 20 && httpP95 <= 2 * sqlP95 && readP95 <= 20;
    everyCombo &&= met;
    console.log(
      `${r.name.padEnd(32)} ${String(r.totalSites).padStart(7)} ${ms(r.first)} ${ms(percentile(r.http, 50))} ${ms(httpP95)} ${ms(percentile(r.read, 50))} ${ms(readP95)} ${ms(percentile(r.direct, 50))} ${ms(sqlP95)} ${(httpP95 / sqlP95).toFixed(2).padStart(6)} ${ms(percentile(r.afterNote, 50))} ${ms(percentile(r.afterNote, 95))} ${ms(percentile(r.afterStatus, 50))} ${ms(percentile(r.afterStatus, 95))}${label === 'PostgreSQL' && !met ? '  MISSED' : ''}`,
    );
  }
  const http = results.flatMap((r) => r.http);
  const read = results.flatMap((r) => r.read);
  const direct = results.flatMap((r) => r.direct);
  const afterNote = results.flatMap((r) => r.afterNote);
  const afterStatus = results.flatMap((r) => r.afterStatus);
  console.log(
    `${'ALL'.padEnd(32)} ${''.padStart(7)} ${''.padStart(8)} ${ms(percentile(http, 50))} ${ms(percentile(http, 95))} ${ms(percentile(read, 50))} ${ms(percentile(read, 95))} ${ms(percentile(direct, 50))} ${ms(percentile(direct, 95))} ${(percentile(http, 95) / percentile(direct, 95)).toFixed(2).padStart(6)} ${ms(percentile(afterNote, 50))} ${ms(percentile(afterNote, 95))} ${ms(percentile(afterStatus, 50))} ${ms(percentile(afterStatus, 95))}`,
  );
  const byName = (name: string) => results.find((r) => r.name === name);
  const page1 = byName('All Sites, page 1');
  const page2000 = byName('All Sites, page 2000');
  const lastPage = byName('All Sites, last page');
  const ratioOf = (deep: ComboResult | undefined, column: 'http' | 'read' | 'afterStatus') =>
    page1 && deep ? percentile(deep[column], 50) / percentile(page1[column], 50) : Number.NaN;
  const deepRatio = (column: 'http' | 'read' | 'afterStatus') => ratioOf(page2000, column);
  console.log(
    `page 2000 / page 1 (p50): warm ${deepRatio('http').toFixed(2)}, read ${deepRatio('read').toFixed(2)}, cold after a status ${deepRatio('afterStatus').toFixed(2)}`,
  );
  console.log(
    `last page / page 1 (p50): warm ${ratioOf(lastPage, 'http').toFixed(2)}, read ${ratioOf(lastPage, 'read').toFixed(2)}, cold after a status ${ratioOf(lastPage, 'afterStatus').toFixed(2)}`,
  );
  if (label !== 'PostgreSQL') return true;
  const deepOk = deepRatio('http') <= 1.5 && deepRatio('read') <= 1.5;
  console.log(
    `targets: every combination p95 <= 20 ms (remembered and read again) and <= 2x bare SQL: ${everyCombo ? 'met' : 'MISSED'}; page 2000 <= 1.5x page 1: ${deepOk ? 'met' : 'MISSED'}`,
  );
  return everyCombo && deepOk;
};

const loadTest = async (bench: BenchDatabase, databaseUrl: string, schema: string): Promise<boolean> => {
  const site = await bench.handle.db.selectFrom('sites').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const results = await measureLoad({
    databaseUrl,
    schema,
    token: bench.callers.admin.token,
    paths: ['/api/sites?page=1&perPage=20', `/api/sites/${site.id}`, '/api/health'],
  });
  console.log('\nHTTP load, 10 keep-alive connections (API in its own process):');
  let ok = true;
  for (const r of results) {
    const target = r.path.startsWith('/api/health') ? '' : r.perSecond >= 1000 ? '  met' : '  MISSED';
    if (target === '  MISSED') ok = false;
    console.log(
      `${r.path.padEnd(32)} ${r.perSecond.toFixed(0).padStart(6)} requests/s  p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  API CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request${target}`,
    );
  }
  return ok;
};

const runOn = async (siteCount: number, databaseUrl?: string): Promise<boolean> => {
  const started = Date.now();
  const keep = process.env.BENCH_SCHEMA ? `${process.env.BENCH_SCHEMA}_${siteCount}` : undefined;
  const bench = await openBenchDatabase(siteCount, databaseUrl, keep);
  console.log(`\n${bench.label}: ${siteCount.toLocaleString('en-US')} sites ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const lists = process.env.BENCH_SKIP_LIST !== '1';
    const listOk = lists ? report(bench.label, siteCount, await measure(bench)) : true;
    const mixedOk = lists ? await mixedFigures(bench) : true;
    const schema = bench.schema;
    const largest = siteCount === Math.max(...siteCounts);
    const loadOk =
      databaseUrl && schema && largest && process.env.BENCH_SKIP_LOAD !== '1' ? await loadTest(bench, databaseUrl, schema) : true;
    // Last: it replaces the sites' status history with five years of it.
    const insightsOk = databaseUrl && largest && process.env.BENCH_SKIP_INSIGHTS !== '1' ? await benchInsights(bench) : true;
    return listOk && mixedOk && loadOk && insightsOk;
  } finally {
    await bench.dispose();
  }
};

const serverFigures = async (): Promise<boolean> => {
  const server = await startBenchServer({ root });
  try {
    const { rssMb, peakMb } = await server.memory();
    const ok = rssMb <= 350 && server.startMs < 15_000;
    console.log(
      `\nEmbedded server (npm start, empty data folder, demo data): ready in ${(server.startMs / 1000).toFixed(1)} s, resident ${rssMb.toFixed(0)} MB (peak ${peakMb.toFixed(0)} MB); targets <= 350 MB and < 15 s: ${ok ? 'met' : 'MISSED'}`,
    );
    return ok;
  } finally {
    await server.stop();
  }
};

let ok = true;
if (process.env.BENCH_SKIP_PGLITE !== '1') ok = (await runOn(siteCounts[0] ?? 50_000)) && ok;
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) for (const count of siteCounts) ok = (await runOn(count, databaseUrl)) && ok;
else console.log('\nDATABASE_URL is not set: PostgreSQL not measured.');
if (process.env.BENCH_SKIP_SERVER !== '1') ok = (await serverFigures()) && ok;
if (process.env.BENCH_SKIP_SCRAPER !== '1') ok = (await benchScraper()) && ok;
if (process.env.BENCH_SKIP_EXPORT !== '1') ok = (await benchExport(databaseUrl)) && ok;
if (process.env.BENCH_SKIP_AUDIT !== '1') ok = (await benchAudit()) && ok;
console.log(
  `\nload when finished: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
process.exitCode = ok ? 0 : 1;
