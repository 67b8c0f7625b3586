import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aeStatsSchema, careStatsSchema, designerStatsSchema } from '../../domain/api/siteStats.schema';
import type { Role } from '../../domain/roles';
import type { SiteStatus } from '../../domain/siteStatus';
import { createHarness, type Harness } from './harness';

const now = new Date('2025-03-10T12:00:00Z');

describe('stats cards', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ now: () => now });
  });
  afterAll(() => h.close());

  const get = async (path: string, as: Role = 'designer') => {
    const res = await h.request('GET', path, { as });
    expect(res.status).toBe(200);
    return res.json();
  };

  it("counts a designer's own sites by card", async () => {
    const designer = await h.createUser('designer', 'Stats Designer');
    const statuses: SiteStatus[] = [
      'Ready for Design',
      'In Design',
      'Waiting for Content',
      'Rebuild',
      'In Review',
      'Pre-Staging QA',
      'Revisions Needed',
      'Staged',
      'Final QA',
      'Approved',
      '100% Ready',
      'Missed Launch',
      'Live',
      'Post-Live QA',
      'Lost',
      'Test',
    ];
    for (const status of statuses) await h.createSite({ launcher_label: status, designer_id: designer.id });
    await h.createSite({ launcher_label: 'In Design', designer_id: h.users.designer.id });

    const stats = v.parse(designerStatsSchema, await get(`/api/designers/${designer.id}/stats`, 'admin'));
    expect(stats).toEqual({ design: 4, review: 3, staged: 5, live: 2 });
    expect(await get(`/api/designers/${h.users.designer.id}/stats`)).toEqual({ design: 1, review: 0, staged: 0, live: 0 });
  });

  it("counts an account executive's pipeline, scheduled launches from today on, live and lost sites", async () => {
    const ae = await h.createUser('ae', 'Stats AE');
    const site = (launcher_label: SiteStatus, scheduled_launch_date: string | null = null) =>
      h.createSite({ launcher_label, scheduled_launch_date, ae_id: ae.id });
    await site('In Design');
    await site('Approved', '2025-03-10');
    await site('100% Ready', '2025-03-20');
    await site('Missed Launch', '2025-03-07');
    await site('Live', '2025-02-01');
    await site('Rebuild');
    await site('Lost', '2025-04-01');
    await site('Lost');
    await site('Test', '2025-03-25');

    const stats = v.parse(aeStatsSchema, await get(`/api/aes/${ae.id}/stats`, 'ae'));
    expect(stats).toEqual({ inPipeline: 4, scheduled: 2, live: 2, lost: 2 });
  });

  it('counts the shared QA queues over every site', async () => {
    const before = v.parse(careStatsSchema, await get('/api/cares/stats', 'care'));
    await h.createSite({ launcher_label: 'Pre-Staging QA' });
    await h.createSite({ launcher_label: 'Pre-Staging QA', care_id: h.users.care.id });
    await h.createSite({ launcher_label: 'Final QA' });
    await h.createSite({ launcher_label: 'Staged' });
    expect(await get('/api/cares/stats', 'care')).toEqual({ preStage: before.preStage + 2, final: before.final + 1 });
  });

  it('answers 404 for an id that is not a designer or account executive, and 401 without a session', async () => {
    expect((await h.request('GET', `/api/designers/${h.users.ae.id}/stats`, { as: 'admin' })).status).toBe(404);
    expect((await h.request('GET', `/api/aes/${h.users.designer.id}/stats`, { as: 'admin' })).status).toBe(404);
    expect((await h.request('GET', '/api/designers/999999/stats', { as: 'admin' })).status).toBe(404);
    expect((await h.request('GET', `/api/designers/${h.users.designer.id}/stats`)).status).toBe(401);
    expect((await h.request('GET', `/api/aes/${h.users.ae.id}/stats`)).status).toBe(401);
    expect((await h.request('GET', '/api/cares/stats')).status).toBe(401);
  });
});
