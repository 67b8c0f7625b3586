import { loadavg } from 'node:os';
import dayjs from 'dayjs';
import { sql } from 'kysely';
import type { InsightsQuery } from '../../domain/api/insights.schema';
import { isSiteStatus } from '../../domain/siteStatus';
import { bulkInsert } from '../../server/db/seed/bulkInsert';
import { createRng } from '../../server/db/seed/prng';
import { seededStatusHistory } from '../../server/db/seed/statusHistory';
import { insightsAgeing } from '../../server/insights/ageingQuery';
import { insightsCycleTime } from '../../server/insights/cycleTimeQuery';
import { insightsFlow } from '../../server/insights/flowQuery';
import type { InsightsScope } from '../../server/insights/insightsScope';
import { insightsLaunches } from '../../server/insights/launchesQuery';
import { refreshInsights } from '../../server/insights/refreshInsights';
import { insightsWorkload } from '../../server/insights/workloadQuery';
import type { BenchDatabase } from './benchDatabase';
import { percentile, timeIt } from './percentiles';

/**
 * The Insights charts' reads (issue 35): over the bench's seeded sites, status_history is replaced
 * by five years of it (each site created on a day of the last five years, its stays drawn as the
 * demo's are), the aggregates are refreshed as the `insights-refresh` job does (timed: the job's
 * cost), then each of the five chart queries is timed for every site over the last year and over
 * the longest range a call may ask (two years), filtered by corporation, for a designer's own slice,
 * that slice within the corporation, and filtered by a provider and by an AE. Goal: p95 at most
 * 100 ms for each. Each line ends with the load average it was taken at. BENCH_SKIP_INSIGHTS=1 leaves it out; BENCH_INSIGHTS_REUSE=1
 * times a kept schema's (BENCH_SCHEMA) history and views as they are, if it holds any.
 */
const goalMs = 100;
const samples = Number(process.env.BENCH_REPEAT ?? 40);
const historyYears = 5;
/** Sites whose history is drawn and written at a time: bounds the memory of the rows in flight. */
const sitesPerBatch = 20_000;

const writeHistory = async (bench: BenchDatabase, now: number): Promise<number> => {
  const db = bench.handle.db;
  const rng = createRng(35_000_005);
  const span = historyYears * 365 * 86_400_000;
  await sql`TRUNCATE status_history`.execute(db);
  let written = 0;
  for (let after = 0; ;) {
    const sites = await db
      .selectFrom('sites')
      .select(['id', 'launcher_label'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(sitesPerBatch)
      .execute();
    const last = sites.at(-1);
    if (!last) break;
    after = last.id;
    const rows = sites.flatMap(({ id, launcher_label }) => {
      const status = isSiteStatus(launcher_label) ? launcher_label : 'Ready for Design';
      const created = now - rng.next() * span;
      // A site reached its current status within about four months of its creation, never later than now.
      const enteredCurrent = Math.min(now, created + rng.next() * 120 * 86_400_000);
      return seededStatusHistory(id, { status, created, enteredCurrent, liveAt: status === 'Live' ? enteredCurrent : null }).map(
        (change) => ({ site_id: id, status: change.status, changed_at: new Date(change.at).toISOString(), derived: false }),
      );
    });
    await bulkInsert(db, 'status_history', { site_id: 'integer', status: 'text', changed_at: 'timestamptz', derived: 'boolean' }, rows);
    written += rows.length;
  }
  await sql`VACUUM ANALYZE status_history`.execute(db);
  return written;
};

/** The history a kept schema already holds (BENCH_INSIGHTS_REUSE=1), counted; 0 when there is none to reuse. */
const reusableHistory = async (bench: BenchDatabase): Promise<number> => {
  if (process.env.BENCH_INSIGHTS_REUSE !== '1' || bench.schema === undefined) return 0;
  const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM status_history`.execute(bench.handle.db);
  return rows[0]?.n ?? 0;
};

export const benchInsights = async (bench: BenchDatabase): Promise<boolean> => {
  const db = bench.handle.db;
  const now = new Date();
  // Writing five years of history and refreshing the views takes minutes at 200,000 sites: a kept
  // schema's history and views (refreshed by the run that wrote them, or by its migrations) may be reused.
  const kept = await reusableHistory(bench);
  if (kept > 0) console.info(`\ninsights (${bench.label}): reusing the kept ${kept.toLocaleString('en-US')} status changes and views`);
  else {
    const written = await writeHistory(bench, now.getTime());
    const refreshMs = await timeIt(() => refreshInsights(db));
    await sql`ANALYZE`.execute(db);
    console.info(
      `\ninsights (${bench.label}): ${written.toLocaleString('en-US')} status changes over ${historyYears} years; the refresh job took ${(refreshMs / 1000).toFixed(1)} s`,
    );
  }

  const today = dayjs(now).format('YYYY-MM-DD');
  const range = (days: number): InsightsQuery => ({ from: dayjs(now).subtract(days, 'day').format('YYYY-MM-DD'), to: today });
  const mostSites = async (column: 'corporation_id' | 'provider_id') =>
    (
      await db
        .selectFrom('sites')
        .select(column)
        .groupBy(column)
        .orderBy(sql`count(*)`, 'desc')
        .limit(1)
        .executeTakeFirstOrThrow()
    )[column] ?? undefined;
  const corporation = await mostSites('corporation_id');
  const designer = bench.people.designer[0] ?? null;
  const scopes: Record<string, InsightsScope> = {
    'every site, last year': { filters: range(364), holder: null },
    'every site, two years': { filters: range(730), holder: null },
    'one corporation, last year': { filters: { ...range(364), corporation }, holder: null },
    "a designer's slice, last year": { filters: range(364), holder: designer },
    'the slice in the corporation, last year': { filters: { ...range(364), corporation }, holder: designer },
    'one provider, last year': { filters: { ...range(364), provider: await mostSites('provider_id') }, holder: null },
    'one AE, last year': { filters: { ...range(364), ae: bench.people.ae[0] }, holder: null },
  };
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  console.info(`insights: load ${load()} before the charts`);
  const charts: Record<string, (scope: InsightsScope) => Promise<unknown>> = {
    flow: (scope) => insightsFlow(db, scope),
    cycleTime: (scope) => insightsCycleTime(db, scope),
    launches: (scope) => insightsLaunches(db, scope),
    ageing: (scope) => insightsAgeing(db, scope, now),
    workload: (scope) => insightsWorkload(db, scope, now),
  };
  let ok = true;
  for (const [chart, read] of Object.entries(charts)) {
    for (const [scopeName, scope] of Object.entries(scopes)) {
      for (let i = 0; i < 3; i += 1) await read(scope);
      const times: number[] = [];
      for (let i = 0; i < samples; i += 1) times.push(await timeIt(() => read(scope)));
      const p95 = percentile(times, 95);
      ok = ok && p95 <= goalMs;
      console.info(
        `insights ${chart.padEnd(9)} ${scopeName.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms (goal <= ${goalMs} ms: ${p95 <= goalMs ? 'met' : 'MISSED'}), load ${load()}`,
      );
    }
  }
  return ok;
};
