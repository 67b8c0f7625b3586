import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StreamedRecord } from '../../domain/api/scrapeRecords.schema';
import type { ScrapeResult } from '../../domain/api/scrapeTasks.schema';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { sweepStoppedTasks } from '../../server/scrapeTasks/sweepStoppedTasks';
import { createHarness, type Harness } from './harness';
import { fixtureObituary } from './scrapeFixtures/fixtureObituaries';
import {
  blogPostPage,
  listingPath,
  merchandisePage,
  obituaryPage,
  obituaryPath,
  recordListingPage,
  testimonialPage,
} from './scrapeFixtures/fixturePages';
import { type FixtureSite, type FixtureSiteOptions, startFixtureSite } from './scrapeFixtures/fixtureSite';

/**
 * The scrape-task job against old sites served on loopback (decisions.md §7): listings followed
 * page by page, records saved idempotently and streamed, revoke between pages, retries honouring
 * Retry-After, robots.txt, and the address guard on the first URL and on every redirect.
 */
describe('scrape-task job', () => {
  let h: Harness;
  const sites: FixtureSite[] = [];

  beforeAll(async () => {
    h = await createHarness();
    // Item 190 lives in the checklist catalogue.
    await seedReferenceData(h.handle.db);
    // Loopback fixture sites are allowed one by one (each test its own); no pause between requests keeps the tests quick.
    h.deps.config.SCRAPER_DELAY_MS = 0;
    h.deps.config.SCRAPER_RETRIES = 2;
  });
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((site) => site.close()));
  });
  afterAll(() => h.close());

  const fixtureSite = async (options: FixtureSiteOptions, allow = true) => {
    const site = await startFixtureSite(options);
    sites.push(site);
    if (allow) h.deps.config.SCRAPER_ALLOWED_HOSTS = [h.deps.config.SCRAPER_ALLOWED_HOSTS, site.host].filter(Boolean).join(',');
    return site;
  };

  const startTask = async (site: FixtureSite, provider: string, extra: Record<string, unknown> = {}) => {
    const siteId = await h.createSite({ organization_id: 'org-77' });
    const response = await h.request('POST', '/api/scrapiTasks/startScrape', {
      as: 'admin',
      body: { organizationId: 'org-77', legacyFhid: siteId, url: `http://www.${site.host}/`, provider, ...extra },
    });
    expect(response.status).toBe(200);
    const { taskId } = (await response.json()) as { taskId: string };
    return { siteId, taskId };
  };

  const taskOf = (taskId: string) => h.handle.db.selectFrom('scrape_tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
  const resultOf = async (taskId: string) => (await taskOf(taskId)).result as ScrapeResult;
  const recordsOf = (siteId: number) =>
    h.handle.db.selectFrom('scrape_records').selectAll().where('site_id', '=', siteId).orderBy('source_url').execute();

  it('reads every listing page and record, saves and streams each, and ends SUCCESS with item 190 ticked', async () => {
    const site = await fixtureSite({ family: 'tribute', pages: 3, perPage: 4 });
    const { siteId, taskId } = await startTask(site, 'CFS');
    expect((await taskOf(taskId)).status).toBe('RECEIVED');
    const streamed: StreamedRecord[] = [];
    h.live.listen('records:org-77', (type, payload) => type === 'record' && streamed.push(payload as StreamedRecord));

    await h.jobs.drain();

    const task = await taskOf(taskId);
    expect(task.status).toBe('SUCCESS');
    expect(task.result).toEqual({
      pagesRead: 15,
      recordsSaved: 12,
      new: 12,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      skippedReasons: [],
      stoppedBecause: null,
    });
    const records = await recordsOf(siteId);
    expect(records).toHaveLength(12);
    const first = fixtureObituary(0);
    expect(records.find((record) => record.source_url === `${site.origin}${obituaryPath('tribute', first)}`)).toMatchObject({
      kind: 'obituary',
      name: first.name,
      birth_date: first.birth,
      death_date: first.death,
      photo_url: `${site.origin}${first.photo}`,
      fake: false,
      scrape_task_id: taskId,
    });
    expect(streamed.map((record) => record.name)).toEqual(Array.from({ length: 12 }, (_, i) => fixtureObituary(i).name));
    expect(streamed.every((record) => record.taskId === taskId && record.created)).toBe(true);
    // https was tried first (and failed: the fixture speaks http), then every request said who is asking.
    expect(site.requests.every((request) => request.userAgent?.startsWith('WebsiteAdminScraper/1.0'))).toBe(true);
    const ticked = await h.handle.db
      .selectFrom('site_checklist_ticks')
      .select('checked')
      .where('site_id', '=', siteId)
      .where('item_id', '=', 190)
      .executeTakeFirst();
    expect(ticked).toEqual({ checked: true });
  });

  it('saves every kind in a full-site scrape: obituaries, testimonials, merchandise and blog posts, with title, text, date and image', async () => {
    const site = await fixtureSite({
      family: 'generic',
      pages: 1,
      perPage: 2,
      routes: {
        '/testimonials': (_request, response) =>
          void response
            .writeHead(200, { 'content-type': 'text/html' })
            .end(recordListingPage('Testimonials', ['/testimonials/hayes-family'])),
        '/testimonials/hayes-family': (_request, response) =>
          void response
            .writeHead(200, { 'content-type': 'text/html' })
            .end(testimonialPage('The Hayes family', '2024-02-11', 'They cared for our mother as family.', '/img/hayes.jpg')),
        '/merchandise': (_request, response) =>
          void response.writeHead(200, { 'content-type': 'text/html' }).end(recordListingPage('Merchandise', ['/merchandise/oak-urn'])),
        '/merchandise/oak-urn': (_request, response) =>
          void response
            .writeHead(200, { 'content-type': 'text/html' })
            .end(merchandisePage('Oak keepsake urn', 'Hand-finished solid oak.', '/img/oak-urn.jpg')),
        '/blog': (_request, response) =>
          void response.writeHead(200, { 'content-type': 'text/html' }).end(recordListingPage('Blog', ['/blog/planning-ahead'])),
        '/blog/planning-ahead': (_request, response) =>
          void response
            .writeHead(200, { 'content-type': 'text/html' })
            .end(blogPostPage('Planning ahead', '2023-05-02', 'Why families plan ahead.', '/img/plan.jpg')),
      },
    });
    const { siteId, taskId } = await startTask(site, 'Other', { jobType: 'full-site' });
    await h.jobs.drain();

    expect((await taskOf(taskId)).status).toBe('SUCCESS');
    expect(await resultOf(taskId)).toMatchObject({ recordsSaved: 5, new: 5, skipped: 0 });
    const saved = await recordsOf(siteId);
    expect(
      saved
        .filter((record) => record.kind === 'obituary')
        .map((record) => record.name)
        .sort(),
    ).toEqual([0, 1].map((i) => fixtureObituary(i).name).sort());
    const others = saved
      .filter((record) => record.kind !== 'obituary')
      .map(({ kind, name, record_date, text, photo_url }) => ({ kind, name, record_date, text, photo_url }));
    expect(others).toEqual([
      {
        kind: 'blog',
        name: 'Planning ahead',
        record_date: '2023-05-02',
        text: 'Why families plan ahead.',
        photo_url: `${site.origin}/img/plan.jpg`,
      },
      {
        kind: 'merchandise',
        name: 'Oak keepsake urn',
        record_date: null,
        text: 'Hand-finished solid oak.',
        photo_url: `${site.origin}/img/oak-urn.jpg`,
      },
      {
        kind: 'testimonial',
        name: 'The Hayes family',
        record_date: '2024-02-11',
        text: 'They cared for our mother as family.',
        photo_url: `${site.origin}/img/hayes.jpg`,
      },
    ]);
    // A full-site scrape reads obituaries too: it ticks item 190.
    const tick = await h.handle.db
      .selectFrom('site_checklist_ticks')
      .select('checked')
      .where('site_id', '=', siteId)
      .where('item_id', '=', 190)
      .executeTakeFirst();
    expect(tick?.checked).toBe(true);
  });

  it('updates in place on a second run: nothing duplicated, a changed record updated, the rest unchanged', async () => {
    const site = await fixtureSite({ family: 'frontrunner', pages: 2, perPage: 3 });
    const { siteId, taskId } = await startTask(site, 'FrontRunner');
    await h.jobs.drain();
    expect(await resultOf(taskId)).toMatchObject({ recordsSaved: 6, new: 6 });
    const before = await recordsOf(siteId);
    await h.handle.db.updateTable('scrape_records').set({ text: 'Edited by hand' }).where('id', '=', before[0]!.id).execute();

    const again = await h.request('POST', '/api/scrapiTasks/startScrape', {
      as: 'admin',
      body: { organizationId: 'org-77', legacyFhid: siteId, url: site.host, provider: 'FrontRunner' },
    });
    const second = ((await again.json()) as { taskId: string }).taskId;
    await h.jobs.drain();

    expect(await resultOf(second)).toMatchObject({ recordsSaved: 6, new: 0, updated: 1, unchanged: 5 });
    const after = await recordsOf(siteId);
    expect(after.map((record) => [record.id, record.source_url])).toEqual(before.map((record) => [record.id, record.source_url]));
    expect(after[0]!.text).not.toBe('Edited by hand');
  });

  it("reads a provider's old site with the family staff chose for it in Settings, and an unknown provider's with the generic one", async () => {
    const site = await fixtureSite({ family: 'frontrunner', pages: 1, perPage: 3 });
    const added = await h.request('POST', '/api/settings/providers', {
      as: 'admin',
      body: { name: 'Staff Vendor', scrapeFamily: 'generic' },
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    const generic = await startTask(site, 'Staff Vendor');
    await h.jobs.drain();
    // The generic parser finds no FrontRunner listing links.
    expect(await resultOf(generic.taskId)).toMatchObject({ recordsSaved: 0 });

    const changed = await h.request('PATCH', `/api/settings/providers/${id}`, { as: 'admin', body: { scrapeFamily: 'frontrunner' } });
    expect(changed.status).toBe(200);
    const frontrunner = await startTask(site, 'Staff Vendor');
    await h.jobs.drain();
    expect(await resultOf(frontrunner.taskId)).toMatchObject({ recordsSaved: 3, new: 3 });

    const unknown = await startTask(site, 'Not In Settings');
    await h.jobs.drain();
    expect(await resultOf(unknown.taskId)).toMatchObject({ recordsSaved: 0 });
  });

  it('stops a running task before its next page when revoked, keeping what it saved', async () => {
    let release!: () => void;
    let held!: () => void;
    const reached = new Promise<void>((resolve) => (held = resolve));
    const holdIndex = 2;
    const heldPath = obituaryPath('generic', fixtureObituary(holdIndex));
    const site = await fixtureSite({
      family: 'generic',
      pages: 2,
      perPage: 3,
      routes: {
        [heldPath]: async (_request, response) => {
          held();
          await new Promise<void>((resolve) => (release = resolve));
          response.writeHead(200, { 'content-type': 'text/html' }).end(obituaryPage('generic', fixtureObituary(holdIndex)));
        },
      },
    });
    const { siteId, taskId } = await startTask(site, 'Other');
    const running = h.jobs.drain();
    await reached;
    expect((await taskOf(taskId)).status).toBe('STARTED');

    const revoke = await h.request('POST', '/api/scrapiTasks/killTask', { as: 'admin', body: { taskId } });
    expect(await revoke.json()).toEqual({ taskId, status: 'STARTED' });
    release();
    await running;

    const task = await taskOf(taskId);
    expect(task.status).toBe('REVOKED');
    expect(task.result).toMatchObject({ recordsSaved: 3, new: 3, stoppedBecause: 'revoked' });
    expect((await recordsOf(siteId)).map((record) => record.name).sort()).toEqual([0, 1, 2].map((i) => fixtureObituary(i).name).sort());
    // Nothing after the held page was asked for: not the next record, not page 2.
    expect(site.requests.at(-1)?.path).toBe(heldPath);
    const log = await h.handle.db.selectFrom('log_entries').select(['message', 'log_type']).where('site_id', '=', siteId).execute();
    expect(log).toContainEqual({ message: `Task ${taskId} revoked`, log_type: 'SCRAPE' });
  });

  it('waits out a 429 as Retry-After says, then reads the page', async () => {
    const target = fixtureObituary(1);
    const path = obituaryPath('batesville', target);
    const answeredAt: number[] = [];
    const site = await fixtureSite({
      family: 'batesville',
      pages: 1,
      perPage: 2,
      routes: {
        [path]: (_request, response) => {
          answeredAt.push(Date.now());
          if (answeredAt.length === 1)
            return void response.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' }).end('Slow down');
          response.writeHead(200, { 'content-type': 'text/html' }).end(obituaryPage('batesville', target));
        },
      },
    });
    const { siteId, taskId } = await startTask(site, 'Batesville', { startPage: 0, endPage: 1 });
    await h.jobs.drain();

    expect((await taskOf(taskId)).status).toBe('SUCCESS');
    expect(answeredAt).toHaveLength(2);
    expect(answeredAt[1]! - answeredAt[0]!).toBeGreaterThanOrEqual(950);
    expect((await recordsOf(siteId)).map((record) => record.name)).toContain(target.name);
  });

  /** Runs `body` with some scraper settings changed, then puts them back for the other tests. */
  const withSettings = async (settings: Partial<Harness['deps']['config']>, body: () => Promise<void>) => {
    const saved = { ...h.deps.config };
    Object.assign(h.deps.config, settings);
    try {
      await body();
    } finally {
      Object.assign(h.deps.config, saved);
    }
  };

  it('asks one page at a time, SCRAPER_DELAY_MS apart', async () => {
    const spans: Array<{ start: number; end: number }> = [];
    const onPage = [0, 1, 2].map(fixtureObituary);
    // Each obituary page takes 40 ms to answer: an overlap would show.
    const routes: NonNullable<FixtureSiteOptions['routes']> = {};
    for (const o of onPage) {
      routes[obituaryPath('tribute', o)] = async (_request, response) => {
        const span = { start: Date.now(), end: 0 };
        await new Promise((resolve) => setTimeout(resolve, 40));
        span.end = Date.now();
        spans.push(span);
        response.writeHead(200, { 'content-type': 'text/html' }).end(obituaryPage('tribute', o));
      };
    }
    const site = await fixtureSite({ family: 'tribute', pages: 1, perPage: 3, routes });
    await withSettings({ SCRAPER_DELAY_MS: 150 }, async () => {
      const { taskId } = await startTask(site, 'FT');
      await h.jobs.drain();
      expect((await taskOf(taskId)).status).toBe('SUCCESS');
    });

    expect(spans).toHaveLength(3);
    for (let i = 1; i < spans.length; i += 1) {
      // A small allowance for the timers' granularity.
      expect(spans[i]!.start - spans[i - 1]!.end).toBeGreaterThanOrEqual(140);
    }
  });

  it('retries a 503 after the backoff, and skips a page still failing after SCRAPER_RETRIES with its status', async () => {
    const [flaky, broken] = [fixtureObituary(0), fixtureObituary(1)];
    const flakyAnswers: number[] = [];
    let brokenAsked = 0;
    const site = await fixtureSite({
      family: 'frontrunner',
      pages: 1,
      perPage: 3,
      routes: {
        [obituaryPath('frontrunner', flaky)]: (_request, response) => {
          flakyAnswers.push(Date.now());
          if (flakyAnswers.length === 1) return void response.writeHead(503, { 'content-type': 'text/plain' }).end('Busy');
          response.writeHead(200, { 'content-type': 'text/html' }).end(obituaryPage('frontrunner', flaky));
        },
        [obituaryPath('frontrunner', broken)]: (_request, response) => {
          brokenAsked += 1;
          response.writeHead(503, { 'content-type': 'text/plain' }).end('Down');
        },
      },
    });
    await withSettings({ SCRAPER_RETRIES: 1 }, async () => {
      const { siteId, taskId } = await startTask(site, 'FrontRunner');
      await h.jobs.drain();

      expect((await taskOf(taskId)).status).toBe('SUCCESS');
      // No Retry-After: the first backoff is one second.
      expect(flakyAnswers).toHaveLength(2);
      expect(flakyAnswers[1]! - flakyAnswers[0]!).toBeGreaterThanOrEqual(950);
      expect(brokenAsked).toBe(2);
      expect(await resultOf(taskId)).toMatchObject({
        recordsSaved: 2,
        skipped: 1,
        skippedReasons: [{ url: `${site.origin}${obituaryPath('frontrunner', broken)}`, reason: 'HTTP 503' }],
      });
      expect((await recordsOf(siteId)).map((record) => record.name).sort()).toEqual([flaky.name, fixtureObituary(2).name].sort());
    });
  });

  it('skips a page that does not answer within SCRAPER_TIMEOUT_MS and one over SCRAPER_MAX_BYTES', async () => {
    const [silent, huge] = [fixtureObituary(0), fixtureObituary(1)];
    const site = await fixtureSite({
      family: 'generic',
      pages: 1,
      perPage: 3,
      routes: {
        // Never answers; the site's close() drops it.
        [obituaryPath('generic', silent)]: () => undefined,
        [obituaryPath('generic', huge)]: (_request, response) => {
          const body = `<html><body><h1>${huge.name}</h1>${'<p>words</p>'.repeat(10_000)}</body></html>`;
          response.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(body) }).end(body);
        },
      },
    });
    await withSettings({ SCRAPER_TIMEOUT_MS: 300, SCRAPER_RETRIES: 0, SCRAPER_MAX_BYTES: 50_000 }, async () => {
      const { siteId, taskId } = await startTask(site, 'Other');
      await h.jobs.drain();

      expect((await taskOf(taskId)).status).toBe('SUCCESS');
      expect(await resultOf(taskId)).toMatchObject({
        recordsSaved: 1,
        skipped: 2,
        skippedReasons: [
          { url: `${site.origin}${obituaryPath('generic', silent)}`, reason: 'no answer within 300 ms' },
          { url: `${site.origin}${obituaryPath('generic', huge)}`, reason: 'response over 50000 bytes' },
        ],
      });
      expect((await recordsOf(siteId)).map((record) => record.name)).toEqual([fixtureObituary(2).name]);
    });
  });

  it('stops at SCRAPER_MAX_PAGES, keeping what it read, and says so', async () => {
    const site = await fixtureSite({ family: 'tribute', pages: 2, perPage: 3 });
    await withSettings({ SCRAPER_MAX_PAGES: 4 }, async () => {
      const { siteId, taskId } = await startTask(site, 'FI');
      await h.jobs.drain();

      // Listing page 1 and its three obituaries are the four pages; listing page 2 is never asked for.
      expect((await taskOf(taskId)).status).toBe('SUCCESS');
      expect(await resultOf(taskId)).toMatchObject({ pagesRead: 4, recordsSaved: 3, stoppedBecause: 'page cap of 4 pages reached' });
      expect(await recordsOf(siteId)).toHaveLength(3);
      expect(site.requests.map((request) => request.path)).not.toContain(listingPath('tribute', 2));
    });
  });

  it('leaves out the pages robots.txt disallows, without asking for them', async () => {
    const site = await fixtureSite({
      family: 'tribute',
      pages: 1,
      perPage: 3,
      robotsTxt: `User-agent: *\nDisallow: /obituaries/${fixtureObituary(1).slug}\n`,
    });
    const { siteId, taskId } = await startTask(site, 'FZ');
    await h.jobs.drain();

    const blocked = obituaryPath('tribute', fixtureObituary(1));
    expect(await resultOf(taskId)).toMatchObject({
      recordsSaved: 2,
      skipped: 1,
      skippedReasons: [{ url: `${site.origin}${blocked}`, reason: 'robots.txt disallows it' }],
    });
    expect(site.requests.map((request) => request.path)).not.toContain(blocked);
    expect(await recordsOf(siteId)).toHaveLength(2);
  });

  it('refuses a site on a private address that is not allowed, asking it nothing', async () => {
    const site = await fixtureSite({ family: 'generic', pages: 1, perPage: 2 }, false);
    const { siteId, taskId } = await startTask(site, 'Other');
    await h.jobs.drain();

    const task = await taskOf(taskId);
    expect(task.status).toBe('FAILURE');
    expect((task.result as ScrapeResult).stoppedBecause).toBe('127.0.0.1 is a private, loopback or link-local address');
    expect(site.requests).toEqual([]);
    expect(await recordsOf(siteId)).toEqual([]);
  });

  it('refuses a redirect to a private address: the record is skipped and the private server never asked', async () => {
    const inside: string[] = [];
    const internal = createServer((request, response) => {
      inside.push(request.url ?? '');
      response.end('secret');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const internalPort = (internal.address() as AddressInfo).port;
    const redirected = obituaryPath('generic', fixtureObituary(0));
    try {
      const site = await fixtureSite({
        family: 'generic',
        pages: 1,
        perPage: 2,
        routes: {
          [redirected]: (_request, response) => void response.writeHead(302, { location: `http://localhost:${internalPort}/admin` }).end(),
        },
      });
      const { siteId, taskId } = await startTask(site, 'Other');
      await h.jobs.drain();

      expect((await taskOf(taskId)).status).toBe('SUCCESS');
      expect(await resultOf(taskId)).toMatchObject({
        recordsSaved: 1,
        skipped: 1,
        skippedReasons: [{ url: `${site.origin}${redirected}`, reason: 'localhost is a private, loopback or link-local address' }],
      });
      expect(inside).toEqual([]);
      expect((await recordsOf(siteId)).map((record) => record.name)).toEqual([fixtureObituary(1).name]);
    } finally {
      internal.closeAllConnections();
      await new Promise<void>((resolve) => internal.close(() => resolve()));
    }
  });

  it('does nothing for a task revoked while it waited in the queue', async () => {
    const site = await fixtureSite({ family: 'generic', pages: 1, perPage: 1 });
    const { taskId } = await startTask(site, 'Other');
    expect(await (await h.request('POST', '/api/scrapiTasks/killTask', { as: 'admin', body: { taskId } })).json()).toEqual({
      taskId,
      status: 'REVOKED',
    });
    await h.jobs.drain();
    expect((await taskOf(taskId)).status).toBe('REVOKED');
    expect(site.requests).toEqual([]);
  });

  /** A generic site of two pages of three whose third obituary answers, the first time, only when the test releases it. */
  const heldSite = async () => {
    let reached!: () => void;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = { reached: new Promise<void>((resolve) => (reached = resolve)), release };
    const path = obituaryPath('generic', fixtureObituary(2));
    const site = await fixtureSite({
      family: 'generic',
      pages: 2,
      perPage: 3,
      routes: {
        [path]: async (_request, response) => {
          reached();
          await released;
          response.writeHead(200, { 'content-type': 'text/html' }).end(obituaryPage('generic', fixtureObituary(2)));
        },
      },
    });
    return { site, held, path };
  };

  describe('the sweep of tasks left STARTED (docs/decisions/0211)', () => {
    /** What a crash leaves: a task STARTED, with records saved, and no job waiting or running for it. */
    const crashedTask = async (row: { heartbeat_at?: Date; revoke_requested?: boolean } = {}) => {
      const siteId = await h.createSite({ organization_id: 'org-77' });
      const taskId = randomUUID();
      await h.handle.db
        .insertInto('scrape_tasks')
        .values({
          id: taskId,
          site_id: siteId,
          organization_id: 'org-77',
          name: 'high_priority_scrape',
          job_type: 'obituaries',
          status: 'STARTED',
          kwargs: JSON.stringify({ url: 'old-home.example', provider: 'Other', start_page: null, end_page: null }),
          created_by: null,
          created_at: new Date(),
          started_at: new Date(),
          ...row,
        })
        .execute();
      await h.handle.db
        .insertInto('scrape_records')
        .values({
          site_id: siteId,
          scrape_task_id: taskId,
          kind: 'obituary',
          source_url: 'http://old-home.example/obituaries/1',
          name: 'Margaret Hayes',
          birth_date: null,
          death_date: null,
          record_date: null,
          text: null,
          photo_url: null,
        })
        .execute();
      return { siteId, taskId };
    };

    it('fails a task no job carries any more, keeping its records, and leaves a queued and a running task alone', async () => {
      const { site, held } = await heldSite();
      const running = await startTask(site, 'Other');
      const draining = h.jobs.drain();
      await held.reached;
      const queued = await startTask(site, 'Other');
      const crashed = await crashedTask();

      expect(await sweepStoppedTasks(h.deps)).toEqual([crashed.taskId]);

      const failed = await taskOf(crashed.taskId);
      expect(failed.status).toBe('FAILURE');
      expect(failed.finished_at).not.toBeNull();
      expect(failed.result).toEqual({
        pagesRead: 0,
        recordsSaved: 0,
        new: 0,
        updated: 0,
        unchanged: 0,
        skipped: 0,
        skippedReasons: [],
        stoppedBecause: 'the server stopped mid-run',
      });
      expect((await recordsOf(crashed.siteId)).map((record) => record.name)).toEqual(['Margaret Hayes']);
      const log = await h.handle.db
        .selectFrom('log_entries')
        .select(['message', 'log_type', 'user_id'])
        .where('site_id', '=', crashed.siteId)
        .execute();
      expect(log).toEqual([{ message: `Task ${crashed.taskId} failed: the server stopped mid-run`, log_type: 'SCRAPE', user_id: null }]);
      expect((await taskOf(running.taskId)).status).toBe('STARTED');
      expect((await taskOf(queued.taskId)).status).toBe('RECEIVED');
      // A second sweep finds nothing more to do.
      expect(await sweepStoppedTasks(h.deps)).toEqual([]);

      held.release();
      await draining;
      expect((await taskOf(running.taskId)).status).toBe('SUCCESS');
      expect((await taskOf(queued.taskId)).status).toBe('SUCCESS');
    });

    it('stops a run whose job was given up (pg-boss expired it) before its next page, and the task keeps its FAILURE', async () => {
      const { site, held, path } = await heldSite();
      const { siteId, taskId } = await startTask(site, 'Other');
      const draining = h.jobs.drain();
      await held.reached;
      // The queue no longer lists the job, as after pg-boss failed it for running past its expiry.
      const givenUp = { ...h.deps, jobs: { ...h.jobs, unfinishedJobData: () => Promise.resolve([]) } };
      expect(await sweepStoppedTasks(givenUp)).toEqual([taskId]);
      held.release();
      await draining;

      const task = await taskOf(taskId);
      expect(task.status).toBe('FAILURE');
      expect(task.result).toMatchObject({ stoppedBecause: 'the server stopped mid-run' });
      // Nothing after the held page was asked for, and the records read before it are kept.
      expect(site.requests.at(-1)?.path).toBe(path);
      expect(await recordsOf(siteId)).toHaveLength(3);
      const tick = await h.handle.db
        .selectFrom('site_checklist_ticks')
        .select('checked')
        .where('site_id', '=', siteId)
        .where('item_id', '=', 190)
        .executeTakeFirst();
      expect(tick).toBeUndefined();
    });

    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    /** pg-boss after a hard crash: the dead process's job still counts as active, with every other live one. */
    const jobsStillListing = (taskIds: string[]) => ({
      ...h.deps,
      jobs: {
        ...h.jobs,
        unfinishedJobData: async () => [...(await h.jobs.unfinishedJobData('scrape-task')), ...taskIds.map((taskId) => ({ taskId }))],
      },
    });

    it('fails a run that stopped beating although pg-boss still counts its job active (a hard crash), and leaves a beating run alone', async () => {
      const { site, held } = await heldSite();
      const running = await startTask(site, 'Other');
      const draining = h.jobs.drain();
      await held.reached;
      // The run beat when it was claimed.
      expect((await taskOf(running.taskId)).heartbeat_at).not.toBeNull();
      const silent = await crashedTask({ heartbeat_at: minutesAgo(4) });
      const recent = await crashedTask({ heartbeat_at: minutesAgo(1) });

      expect(await sweepStoppedTasks(jobsStillListing([silent.taskId, recent.taskId]))).toEqual([silent.taskId]);

      const failed = await taskOf(silent.taskId);
      expect(failed.status).toBe('FAILURE');
      expect(failed.result).toMatchObject({ stoppedBecause: 'the server stopped mid-run' });
      expect((await recordsOf(silent.siteId)).map((record) => record.name)).toEqual(['Margaret Hayes']);
      const log = await h.handle.db
        .selectFrom('log_entries')
        .select(['message', 'log_type'])
        .where('site_id', '=', silent.siteId)
        .execute();
      expect(log).toEqual([{ message: `Task ${silent.taskId} failed: the server stopped mid-run`, log_type: 'SCRAPE' }]);
      expect((await taskOf(recent.taskId)).status).toBe('STARTED');
      expect((await taskOf(running.taskId)).status).toBe('STARTED');

      held.release();
      await draining;
      expect((await taskOf(running.taskId)).status).toBe('SUCCESS');
      // Once pg-boss no longer lists its job, the recently beating one is swept too.
      expect(await sweepStoppedTasks(h.deps)).toEqual([recent.taskId]);
    });

    it('revokes a run that stopped beating at once, and a swept task staff asked to revoke ends REVOKED', async () => {
      const silent = await crashedTask({ heartbeat_at: minutesAgo(4) });
      const revoke = await h.request('POST', '/api/scrapiTasks/killTask', { as: 'admin', body: { taskId: silent.taskId } });
      expect(await revoke.json()).toEqual({ taskId: silent.taskId, status: 'REVOKED' });
      expect(await taskOf(silent.taskId)).toMatchObject({ status: 'REVOKED', result: { stoppedBecause: 'revoked' } });
      expect((await recordsOf(silent.siteId)).map((record) => record.name)).toEqual(['Margaret Hayes']);

      // Revoked while its run still beat, then the run was cut (its job gone): the sweep keeps the revoke.
      const cut = await crashedTask({ heartbeat_at: minutesAgo(1), revoke_requested: true });
      expect(await sweepStoppedTasks(h.deps)).toEqual([cut.taskId]);
      expect(await taskOf(cut.taskId)).toMatchObject({ status: 'REVOKED', result: { stoppedBecause: 'revoked' } });
      expect(await h.handle.db.selectFrom('log_entries').select('message').where('site_id', '=', cut.siteId).execute()).toEqual([]);
    });
  });
});
