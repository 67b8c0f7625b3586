import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScrapeTaskList } from '../../domain/api/scrapeTasks.schema';
import type { Role } from '../../domain/roles';
import { createHarness, type Harness } from './harness';

/** The scrape task routes (part 2 §7; decisions.md §2: admin and executive see tasks, admin starts and revokes). */
describe('scrape tasks API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const start = (body: Record<string, unknown>, as: Role = 'admin') => h.request('POST', '/api/scrapiTasks/startScrape', { as, body });
  const validBody = async (extra: Record<string, unknown> = {}) => {
    const siteId = await h.createSite({ organization_id: 'org-1' });
    return {
      siteId,
      body: { organizationId: 'org-1', legacyFhid: siteId, url: 'https://www.old-home.example/', provider: 'CFS', ...extra },
    };
  };
  const list = async (query: string, as: 'admin' | 'executive' = 'admin') => {
    const response = await h.request('GET', `/api/scrapiTasks?${query}`, { as });
    expect(response.status).toBe(200);
    return (await response.json()) as ScrapeTaskList;
  };

  describe('POST /api/scrapiTasks/startScrape', () => {
    it('queues the task RECEIVED with the cleaned URL and logs "{jobType} scrape started"', async () => {
      const { siteId, body } = await validBody({ jobType: 'testimonials', startPage: 0 });
      const response = await start(body);
      expect(response.status).toBe(200);
      const { taskId } = (await response.json()) as { taskId: string };
      const task = await h.handle.db.selectFrom('scrape_tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
      expect(task).toMatchObject({
        status: 'RECEIVED',
        site_id: siteId,
        organization_id: 'org-1',
        job_type: 'testimonials',
        name: 'high_priority_scrape',
      });
      expect(task.kwargs).toMatchObject({
        url: 'old-home.example',
        provider: 'CFS',
        start_page: 0,
        end_page: null,
        legacy_fhid: siteId,
        organization_id: 'org-1',
        job_type: 'testimonials',
      });
      expect(h.jobs.sent.at(-1)).toMatchObject({ name: 'scrape-task', data: { taskId } });
      const log = await h.handle.db.selectFrom('log_entries').select(['message', 'log_type']).where('site_id', '=', siteId).execute();
      expect(log).toEqual([{ message: 'testimonials scrape started', log_type: 'SCRAPE' }]);
    });

    it('defaults the job type to obituaries and keeps a scheduled task as low priority until its time', async () => {
      const scheduledTime = new Date(Date.now() + 86_400_000).toISOString();
      const { body } = await validBody({ scheduledTime });
      const { taskId } = (await (await start(body)).json()) as { taskId: string };
      const task = await h.handle.db.selectFrom('scrape_tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
      expect(task).toMatchObject({ status: 'RECEIVED', job_type: 'obituaries', name: 'low_priority_scrape' });
      expect((task.kwargs as { scheduled_time: string }).scheduled_time).toBe(scheduledTime);
    });

    it('answers 400 "Missing ..." naming the missing fields, joined with commas and "and"', async () => {
      const missing = await start({ legacyFhid: 5 });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ error: 'Missing Organization ID, URL and Provider', field: 'organizationId' });
      const { body } = await validBody({ provider: 'Batesville' });
      expect(await (await start(body)).json()).toMatchObject({ error: 'Missing End Page', field: 'endPage' });
      expect(await (await start({ ...body, url: 'https://www./' })).json()).toMatchObject({
        error: 'Missing URL and End Page',
        field: 'url',
      });
    });

    it('answers 400 for a negative start page, an unknown job type or a bad date-time', async () => {
      const { body } = await validBody();
      expect(await (await start({ ...body, startPage: -1 })).json()).toMatchObject({ field: 'startPage' });
      expect(await (await start({ ...body, jobType: 'photos' })).json()).toMatchObject({ field: 'jobType' });
      const badTime = await start({ ...body, scheduledTime: 'tomorrow' });
      expect(badTime.status).toBe(400);
      expect(await badTime.json()).toMatchObject({ field: 'scheduledTime' });
    });

    it('answers 404 for an unknown site, 403 for every role but admin, 401 without a session', async () => {
      const { body } = await validBody();
      const unknown = await start({ ...body, legacyFhid: 999_999 });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: 'Site not found' });
      for (const role of ['executive', 'designer', 'launch', 'care'] as const) expect((await start(body, role)).status).toBe(403);
      expect((await h.request('POST', '/api/scrapiTasks/startScrape', { body })).status).toBe(401);
    });
  });

  describe('GET /api/scrapiTasks', () => {
    it('lists newest first with the kwargs, pages by 20 and counts them all', async () => {
      const { body } = await validBody({ url: 'paging.example', provider: 'FZ' });
      for (let i = 0; i < 3; i += 1) await start(body);
      const firstPage = await list('perPage=2&searchString=paging.example');
      expect(firstPage.totalTasks).toBe(3);
      expect(firstPage.data).toHaveLength(2);
      expect(firstPage.data[0]).toMatchObject({
        status: 'RECEIVED',
        name: 'high_priority_scrape',
        result: null,
        kwargs: { url: 'paging.example', provider: 'FZ', organization_id: 'org-1' },
      });
      expect((await list('perPage=2&page=2&searchString=paging.example')).data).toHaveLength(1);
    });

    it('filters by status, type and provider', async () => {
      const { body } = await validBody({ url: 'filters.example', provider: 'MKJ' });
      const { taskId } = (await (await start(body)).json()) as { taskId: string };
      await h.request('POST', '/api/scrapiTasks/killTask', { as: 'admin', body: { taskId } });
      await start({ ...body, scheduledTime: new Date(Date.now() + 3_600_000).toISOString() });
      expect((await list('searchString=filters.example&status=REVOKED')).data.map((task) => task._id)).toEqual([taskId]);
      expect((await list('searchString=filters.example&type=scrape')).data.map((task) => task._id)).toEqual([taskId]);
      expect((await list('searchString=filters.example&type=scheduled')).data.map((task) => task.name)).toEqual(['low_priority_scrape']);
      expect((await list('searchString=filters.example&provider=CFS')).totalTasks).toBe(0);
      expect((await list('searchString=filters.example&provider=MKJ', 'executive')).totalTasks).toBe(2);
    });

    it("keeps one site's tasks with legacyFhid (the site's Scrape tab)", async () => {
      const { siteId, body } = await validBody({ url: 'one-site.example' });
      const other = await validBody({ url: 'one-site.example' });
      const { taskId } = (await (await start(body)).json()) as { taskId: string };
      await start(other.body);
      const own = await list(`legacyFhid=${siteId}`);
      expect(own.totalTasks).toBe(1);
      expect(own.data.map((task) => [task._id, task.kwargs.legacy_fhid])).toEqual([[taskId, siteId]]);
      expect((await list(`legacyFhid=${other.siteId}&searchString=one-site.example`)).data.map((task) => task.kwargs.legacy_fhid)).toEqual([
        other.siteId,
      ]);
    });

    it('answers 400 naming a bad query field, 403 for roles without the tab, 401 without a session', async () => {
      const bad = await h.request('GET', '/api/scrapiTasks?status=DONE', { as: 'admin' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'status' });
      expect(await (await h.request('GET', '/api/scrapiTasks?perPage=0', { as: 'admin' })).json()).toMatchObject({ field: 'perPage' });
      for (const legacyFhid of ['abc', '0', '-4', '2147483648']) {
        const badSite = await h.request('GET', `/api/scrapiTasks?legacyFhid=${legacyFhid}`, { as: 'admin' });
        expect(badSite.status).toBe(400);
        expect(await badSite.json()).toMatchObject({
          field: 'legacyFhid',
          reason: 'legacyFhid must be a whole number from 1 to 2147483647',
        });
      }
      for (const role of ['designer', 'launch', 'ae'] as const)
        expect((await h.request('GET', '/api/scrapiTasks', { as: role })).status).toBe(403);
      expect((await h.request('GET', '/api/scrapiTasks')).status).toBe(401);
    });
  });

  describe('POST /api/scrapiTasks/killTask', () => {
    it('revokes a queued task at once and logs "Task {id} revoked" (SCRAPE)', async () => {
      const { siteId, body } = await validBody();
      const { taskId } = (await (await start(body)).json()) as { taskId: string };
      const response = await h.request('POST', '/api/scrapiTasks/killTask', { as: 'admin', body: { taskId } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ taskId, status: 'REVOKED' });
      const task = await h.handle.db
        .selectFrom('scrape_tasks')
        .select(['status', 'result'])
        .where('id', '=', taskId)
        .executeTakeFirstOrThrow();
      expect(task).toMatchObject({ status: 'REVOKED', result: { recordsSaved: 0, stoppedBecause: 'revoked' } });
      const log = await h.handle.db
        .selectFrom('log_entries')
        .select(['message', 'log_type'])
        .where('site_id', '=', siteId)
        .orderBy('id')
        .execute();
      expect(log.at(-1)).toEqual({ message: `Task ${taskId} revoked`, log_type: 'SCRAPE' });
    });

    it('answers 409 for a finished task, 404 for an unknown one, 400 without a task id', async () => {
      const { body } = await validBody();
      const { taskId } = (await (await start(body)).json()) as { taskId: string };
      await h.request('POST', '/api/scrapiTasks/killTask', { as: 'admin', body: { taskId } });
      const again = await h.request('POST', '/api/scrapiTasks/killTask', { as: 'admin', body: { taskId } });
      expect(again.status).toBe(409);
      expect((await h.request('POST', '/api/scrapiTasks/killTask', { as: 'admin', body: { taskId: 'no-such-task' } })).status).toBe(404);
      const missing = await h.request('POST', '/api/scrapiTasks/killTask', { as: 'admin', body: {} });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ field: 'taskId' });
    });

    it('answers 403 for every role but admin and 401 without a session', async () => {
      const { body } = await validBody();
      const { taskId } = (await (await start(body)).json()) as { taskId: string };
      for (const role of ['executive', 'launch', 'designer'] as const)
        expect((await h.request('POST', '/api/scrapiTasks/killTask', { as: role, body: { taskId } })).status).toBe(403);
      expect((await h.request('POST', '/api/scrapiTasks/killTask', { body: { taskId } })).status).toBe(401);
    });
  });
});
