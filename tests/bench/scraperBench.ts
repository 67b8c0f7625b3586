import { randomBytes } from 'node:crypto';
import { createSecretBox } from '../../server/secrets/secretBox';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import type { AppDeps } from '../../server/appDeps';
import { createIntegrations } from '../../server/integrations/integrations';
import { createInlineJobQueue } from '../api/inlineJobQueue';
import { jobDefinitions } from '../../server/jobs/jobDefinitions';
import { LiveHub } from '../../server/live/liveHub';
import { runScrapeTask } from '../../server/scrapeTasks/runScrapeTask';
import { startFixtureSite } from '../api/scrapeFixtures/fixtureSite';

const perPage = 20;

/**
 * The scraper figure of npm run bench: one obituaries scrape of a loopback fixture site of
 * BENCH_SCRAPER_RECORDS records (1,000 by default, 20 a listing page, Tribute Technology pages),
 * politeness delay 0, into a fresh in-memory PGlite. Reports records per second and the peak heap
 * above the starting heap, sampled every 20 ms. Goal: 1,000 records in under 30 s, memory flat.
 */
export const benchScraper = async (): Promise<boolean> => {
  const records = Number(process.env.BENCH_SCRAPER_RECORDS ?? 1_000);
  const site = await startFixtureSite({ family: 'tribute', pages: Math.ceil(records / perPage), perPage });
  const handle = await openDatabase({});
  try {
    await migrateToLatest(handle.db);
    const config = {
      ...loadConfig({}),
      DEMO: false,
      SCRAPER_ALLOWED_HOSTS: site.host,
      SCRAPER_DELAY_MS: 0,
      SCRAPER_MAX_PAGES: records * 2,
    };
    const now = () => new Date();
    const deps: AppDeps = {
      db: handle.db,
      config,
      now,
      jobs: createInlineJobQueue(jobDefinitions, () => deps),
      live: new LiveHub(),
      integrations: createIntegrations({ config, db: handle.db, now }),
      secrets: createSecretBox(randomBytes(32)),
    };
    // Sites belong to corporation 1 by default; the catalogue also has item 190, which a successful scrape ticks.
    await seedReferenceData(handle.db);
    const { id: siteId } = await handle.db
      .insertInto('sites')
      .values({ name: 'Bench Funeral Home', organization_id: 'bench' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taskId = randomUUID();
    await handle.db
      .insertInto('scrape_tasks')
      .values({
        id: taskId,
        site_id: siteId,
        organization_id: 'bench',
        name: 'high_priority_scrape',
        job_type: 'obituaries',
        status: 'RECEIVED',
        kwargs: JSON.stringify({ url: site.host, provider: 'CFS', start_page: null, end_page: null }),
      })
      .execute();

    global.gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
    const started = performance.now();
    const status = await runScrapeTask(deps, taskId);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const saved = await handle.db
      .selectFrom('scrape_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
    console.log(`\nScraper: ${records.toLocaleString('en-US')} records on a loopback fixture site, delay 0 (PGlite)`);
    console.log(
      `status ${status}, ${saved.n} records saved in ${seconds.toFixed(1)} s: ${(Number(saved.n) / seconds).toFixed(0)} records/s`,
    );
    console.log(`heap: ${mb(baseline)} MB at start, peak ${mb(peak)} MB (+${mb(peak - baseline)} MB)`);
    const met = status === 'SUCCESS' && Number(saved.n) === records && seconds < (30 * records) / 1_000;
    console.log(
      `target ${records.toLocaleString('en-US')} records in under ${((30 * records) / 1_000).toFixed(0)} s: ${met ? 'met' : 'MISSED'}`,
    );
    return met;
  } finally {
    await handle.close();
    await site.close();
  }
};
