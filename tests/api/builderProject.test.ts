import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failAbandonedBuilderProjects } from '../../server/jobs/builderProject.job';
import { createHarness, type Harness } from './harness';

describe('POST /api/sites/create/{id}: the builder project, a job with live progress', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const create = (siteId: number, body: unknown, as: 'designer' | 'admin' | 'ae' | null = 'designer') =>
    h.request('POST', `/api/sites/create/${siteId}`, { ...(as ? { as } : {}), body });

  it('creates the project from the template step by step, announcing each step, then links and logs it', async () => {
    const siteId = await h.createSite({ name: 'Cedar Chapel' });
    await h.handle.db
      .insertInto('site_locations')
      .values({
        site_id: siteId,
        local_id: 'bbbbbbbbbbbbbbbbbbbb1',
        position: 0,
        name: 'Cedar Chapel',
        address: '5 Cedar Ln',
        city: 'Dover',
        state: 'DE',
        zip: '19901',
      })
      .execute();
    const launchId = randomUUID();
    const events: unknown[] = [];
    h.live.listen(`launch:${launchId}`, (type, payload) => events.push({ type, payload }));
    const res = await create(siteId, { template: '1002', launchId });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ launchId, joined: false });
    await h.jobs.drain();

    const site = await h.handle.db.selectFrom('sites').select('duda_id').where('id', '=', siteId).executeTakeFirstOrThrow();
    expect(site.duda_id).toMatch(/^[a-z0-9]+$/);
    const messages = ['Getting started', 'Creating the project from the template', "Adding the funeral home's details", 'Done'];
    expect(events).toEqual(
      messages.map((message, index) => ({
        type: 'builder_project_event',
        payload: { launchId, siteId, message, status: index === 3 ? 'done' : 'running' },
      })),
    );
    const content = await h.deps.integrations.builder.getContent(site.duda_id ?? '');
    expect(content.business_data.name).toBe('Cedar Chapel');
    expect(content.location_data.address).toMatchObject({ streetAddress: '5 Cedar Ln', city: 'Dover' });
    const log = await h.handle.db.selectFrom('log_entries').select(['message', 'log_type']).where('site_id', '=', siteId).execute();
    expect(log).toEqual([{ message: `Duda project ${site.duda_id} created from template 1002`, log_type: 'CREATE' }]);
    expect(await (await h.request('GET', `/api/builderProjects/${launchId}`, { as: 'florist' })).json()).toEqual({
      launchId,
      siteId,
      status: 'done',
      stepsDone: messages,
      error: null,
    });
  });

  it('joins the running create instead of starting a second one, and answers 409 once the site has a project', async () => {
    const siteId = await h.createSite();
    const first = randomUUID();
    expect((await create(siteId, { template: '1001', launchId: first })).status).toBe(202);
    const second = await create(siteId, { template: '1003', launchId: randomUUID() }, 'admin');
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ launchId: first, joined: true });
    await h.jobs.drain();
    const projects = await h.handle.db.selectFrom('builder_projects').select('id').where('site_id', '=', siteId).execute();
    expect(projects).toEqual([{ id: first }]);
    const again = await create(siteId, { template: '1001', launchId: randomUUID() });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/^Test Funeral Home already has a Duda project \(/);
  });

  it('answers 400 naming template and launchId, 404, 401, 403, and 409 for a hosted obituary site', async () => {
    const siteId = await h.createSite();
    expect(await (await create(siteId, { template: '', launchId: randomUUID() })).json()).toMatchObject({ field: 'template' });
    expect(await (await create(siteId, { template: '9999', launchId: randomUUID() })).json()).toMatchObject({
      field: 'template',
      reason: 'no template 9999',
    });
    expect(await (await create(siteId, { template: '1001', launchId: 'x' })).json()).toMatchObject({ field: 'launchId' });
    expect((await create(999999, { template: '1001', launchId: randomUUID() })).status).toBe(404);
    expect((await create(siteId, { template: '1001', launchId: randomUUID() }, null)).status).toBe(401);
    expect((await create(siteId, { template: '1001', launchId: randomUUID() }, 'ae')).status).toBe(403);
    const obits = await h.createSite({ hosted_obit_site: true });
    expect((await create(obits, { template: '1001', launchId: randomUUID() })).status).toBe(409);
    expect((await h.request('GET', `/api/builderProjects/${randomUUID()}`, { as: 'ae' })).status).toBe(404);
  });
});

describe('the start-up sweep of builder projects left running', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const start = async (siteId: number) => {
    const launchId = randomUUID();
    expect((await h.request('POST', `/api/sites/create/${siteId}`, { as: 'designer', body: { template: '1001', launchId } })).status).toBe(
      202,
    );
    return launchId;
  };
  /** The job's last attempt dies with its process (not a refusal the job records): the row stays running, no job is left. */
  const startAndCrash = async (siteId: number) => {
    const launchId = await start(siteId);
    vi.spyOn(h.deps.integrations.builder, 'createSite').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    await expect(h.jobs.drain()).rejects.toThrow('Connection terminated unexpectedly');
    return launchId;
  };
  const startedMinutesAgo = (launchId: string, minutes: number) =>
    h.handle.db
      .updateTable('builder_projects')
      .set({ started_at: new Date(Date.now() - minutes * 60_000) })
      .where('id', '=', launchId)
      .execute();
  const projectOf = (launchId: string) =>
    h.handle.db.selectFrom('builder_projects').select(['status', 'error']).where('id', '=', launchId).executeTakeFirstOrThrow();

  it('fails a project whose job is gone, announcing it, so a new create starts; sweeping twice at once fails it once', async () => {
    const siteId = await h.createSite();
    const launchId = await startAndCrash(siteId);
    expect(await projectOf(launchId)).toEqual({ status: 'running', error: null });
    // While it is running, a create joins it: the site is stuck until the sweep.
    expect(
      await (
        await h.request('POST', `/api/sites/create/${siteId}`, { as: 'designer', body: { template: '1001', launchId: randomUUID() } })
      ).json(),
    ).toEqual({ launchId, joined: true });
    await startedMinutesAgo(launchId, 5);
    const events: unknown[] = [];
    h.live.listen(`launch:${launchId}`, (type, payload) => events.push({ type, payload }));

    // Two servers starting together on one database.
    const swept = await Promise.all([failAbandonedBuilderProjects(h.deps), failAbandonedBuilderProjects(h.deps)]);
    expect(swept.flat().filter((id) => id === launchId)).toEqual([launchId]);
    expect(await projectOf(launchId)).toEqual({ status: 'failed', error: 'The server stopped before the project was created' });
    expect(events).toEqual([
      {
        type: 'builder_project_event',
        payload: { launchId, siteId, message: 'The server stopped before the project was created', status: 'failed' },
      },
    ]);

    const again = await start(siteId);
    expect(again).not.toBe(launchId);
    await h.jobs.drain();
    expect(await projectOf(again)).toEqual({ status: 'done', error: null });
  });

  it('leaves running a project whose job is still queued, and one started a moment ago whose job may not be sent yet', async () => {
    const young = await startAndCrash(await h.createSite());
    const queued = await start(await h.createSite());
    await startedMinutesAgo(queued, 5);

    const swept = await failAbandonedBuilderProjects(h.deps);
    expect(swept).not.toContain(young);
    expect(swept).not.toContain(queued);
    expect(await projectOf(young)).toEqual({ status: 'running', error: null });
    // The queued job runs (here, or on whichever server takes it) and finishes the project.
    await h.jobs.drain();
    expect(await projectOf(queued)).toEqual({ status: 'done', error: null });
  });
});
