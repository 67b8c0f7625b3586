import { sql } from 'kysely';
import { listScreens } from '../../domain/siteList/listScreens';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import * as v from 'valibot';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { siteCsvStream } from '../../server/siteExport/siteCsvStream';

/**
 * The CSV export's memory (issue 19): BENCH_EXPORT_ROWS sites (200,000 by default) in a fresh
 * in-memory PGlite, exported whole as All Sites by an admin, the stream read to the end as a
 * client would (part of npm run bench; BENCH_SKIP_EXPORT=1 leaves it out). Reports the time, the
 * lines written, the peak JS heap above the heap before the export (sampled every 20 ms) and the
 * longest the event loop was held: the export streams, so the peak stays near one batch of rows
 * and the ids, whatever the row count.
 */
const rows = Number(process.env.BENCH_EXPORT_ROWS ?? 200_000);
/**
 * The heap the export may take above its start. heapUsed counts garbage not yet collected, so the
 * peak is mostly batches already written; what matters is that it does not grow with the row count
 * (compare BENCH_EXPORT_ROWS=50000).
 */
const heapBudgetMb = 128;
/** The longest the event loop may go without running a timer during the export: one batch's work. */
const stallBudgetMs = 250;

export const benchExport = async (): Promise<boolean> => {
  const handle = await openDatabase({});
  try {
    await migrateToLatest(handle.db);
    const { id: adminId } = await handle.db
      .insertInto('users')
      .values({ name: 'Bench Admin', email: 'admin@bench.example', role: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db.insertInto('corporations').values({ id: 1, name: 'Corporate' }).execute();
    await sql`
      INSERT INTO sites (name, apex, city, launcher_label, rooftops, designer_id)
      SELECT 'Bench Funeral Home ' || g, 'bench' || g || '.example', '=cmd|' || g, 'Live', 1 + g % 3, ${adminId}::int
      FROM generate_series(1, ${rows}::int) g
    `.execute(handle.db);
    await sql`VACUUM ANALYZE`.execute(handle.db);

    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let lastTick = performance.now();
    let longestStall = 0;
    const sampler = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - lastTick);
      lastTick = now;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 20);
    const started = performance.now();
    const params = v.parse(siteListQuerySchema, {});
    const { body } = await siteCsvStream(handle.db, {
      params,
      screen: listScreens.allSites,
      user: { id: adminId, role: 'admin' },
      at: new Date(),
    });
    const reader = body.getReader();
    let lines = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peakMb = (peak - before) / 2 ** 20;
    console.info(
      `export of ${rows.toLocaleString('en-US')} sites: ${lines.toLocaleString('en-US')} lines, ${(bytes / 2 ** 20).toFixed(1)} MB in ${seconds.toFixed(1)} s ` +
        `(${Math.round(rows / seconds).toLocaleString('en-US')} rows/s); peak heap above start ${peakMb.toFixed(1)} MB (budget ${heapBudgetMb} MB)`,
    );
    // Other requests are served whenever a timer can run: the longest gap is the longest they wait.
    console.info(`longest event-loop stall ${Math.round(longestStall)} ms (budget ${stallBudgetMs} ms)`);
    if (lines !== rows + 1) throw new Error(`expected ${rows + 1} lines, got ${lines}`);
    return peakMb <= heapBudgetMb && longestStall <= stallBudgetMs;
  } finally {
    await handle.close();
  }
};
