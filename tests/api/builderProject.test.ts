import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await h.handle.db.insertInto('site_locations').values({ site_id: siteId, local_id: 'bbbbbbbbbbbbbbbbbbbb1', position: 0, name: 'Cedar Chapel', address: '5 Cedar Ln', city: 'Dover', state: 'DE', zip: '19901' }).execute();
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
    expect(events).toEqual(messages.map((message, index) => ({ type: 'builder_project_event', payload: { launchId, siteId, message, status: index === 3 ? 'done' : 'running' } })));
    const content = await h.deps.integrations.builder.getContent(site.duda_id ?? '');
    expect(content.business_data.name).toBe('Cedar Chapel');
    expect(content.location_data.address).toMatchObject({ streetAddress: '5 Cedar Ln', city: 'Dover' });
    const log = await h.handle.db.selectFrom('log_entries').select(['message', 'log_type']).where('site_id', '=', siteId).execute();
    expect(log).toEqual([{ message: `Duda project ${site.duda_id} created from template 1002`, log_type: 'CREATE' }]);
    expect(await (await h.request('GET', `/api/builderProjects/${launchId}`, { as: 'florist' })).json()).toEqual({ launchId, siteId, status: 'done', stepsDone: messages, error: null });
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
    expect(await (await create(siteId, { template: '9999', launchId: randomUUID() })).json()).toMatchObject({ field: 'template', reason: 'no template 9999' });
    expect(await (await create(siteId, { template: '1001', launchId: 'x' })).json()).toMatchObject({ field: 'launchId' });
    expect((await create(999999, { template: '1001', launchId: randomUUID() })).status).toBe(404);
    expect((await create(siteId, { template: '1001', launchId: randomUUID() }, null)).status).toBe(401);
    expect((await create(siteId, { template: '1001', launchId: randomUUID() }, 'ae')).status).toBe(403);
    const obits = await h.createSite({ hosted_obit_site: true });
    expect((await create(obits, { template: '1001', launchId: randomUUID() })).status).toBe(409);
    expect((await h.request('GET', `/api/builderProjects/${randomUUID()}`, { as: 'ae' })).status).toBe(404);
  });
});
