import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { createHarness, type Harness } from './harness';

describe('POST /api/sites/bulk and GET /api/sites/ids', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const bulk = (as: Role, body: unknown) => h.request('POST', '/api/sites/bulk', { as, body });
  const siteOf = (id: number) =>
    h.handle.db.selectFrom('sites').select(['launcher_label', 'designer_id', 'am_id']).where('id', '=', id).executeTakeFirstOrThrow();
  const logOf = (id: number) =>
    h.handle.db.selectFrom('log_entries').select(['message', 'user_id']).where('site_id', '=', id).orderBy('id').execute();

  it('marks sites lost one by one, logging each as the single action does, and reports the ones refused', async () => {
    const live = await h.createSite({ name: 'Bulk Live', launcher_label: 'Live' });
    const lost = await h.createSite({ name: 'Bulk Lost', launcher_label: 'Lost' });
    const design = await h.createSite({ name: 'Bulk Design', launcher_label: 'In Design' });
    const res = await bulk('ae', { siteIds: [live, lost, design, 2_000_000], action: { kind: 'event', event: 'MARK_LOST' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      outcomes: [
        { siteId: live, outcome: 'done', note: null },
        { siteId: lost, outcome: 'refused', status: 409, reason: 'Cannot mark as lost a site in Lost: Lost to Lost is not allowed' },
        { siteId: design, outcome: 'done', note: null },
        { siteId: 2_000_000, outcome: 'refused', status: 404, reason: 'Site not found' },
      ],
    });
    expect((await siteOf(live)).launcher_label).toBe('Lost');
    expect((await siteOf(design)).launcher_label).toBe('Lost');
    expect(await logOf(live)).toEqual([{ message: 'Marked as lost', user_id: h.users.ae.id }]);
    expect(await logOf(lost)).toEqual([]);
  });

  it('assigns a designer through the single assignment: the log message, and the status moves where the single action moves it', async () => {
    const designer = await h.createUser('designer', 'Dana Designer');
    const ready = await h.createSite({ name: 'Bulk Ready', launcher_label: 'Ready for Design' });
    const staged = await h.createSite({ name: 'Bulk Staged', launcher_label: 'Staged' });
    const res = await bulk('admin', { siteIds: [ready, staged], action: { kind: 'assign', role: 'designer', userId: designer.id } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { outcomes: Array<{ outcome: string }> }).outcomes.map((each) => each.outcome)).toEqual(['done', 'done']);
    expect(await siteOf(ready)).toMatchObject({ designer_id: designer.id, launcher_label: 'In Design' });
    expect(await siteOf(staged)).toMatchObject({ designer_id: designer.id, launcher_label: 'Staged' });
    expect(await logOf(ready)).toEqual([{ message: 'Dana Designer assigned as designer', user_id: h.users.admin.id }]);
  });

  it('refuses the account manager on a site that is not corporate, as the single assignment warns', async () => {
    const am = await h.createUser('am', 'Amy Manager');
    const corporate = await h.createSite({ name: 'Bulk Corporate', corporation_id: 1 });
    const group = await h.createSite({ name: 'Bulk Group', corporation_id: 2 });
    const res = await bulk('am', { siteIds: [corporate, group], action: { kind: 'assign', role: 'am', userId: am.id } });
    expect(await res.json()).toEqual({
      outcomes: [
        { siteId: corporate, outcome: 'done', note: null },
        {
          siteId: group,
          outcome: 'refused',
          status: 409,
          reason: 'Corporate site: an account manager is assigned on corporate sites only',
        },
      ],
    });
    expect((await siteOf(group)).am_id).toBeNull();
  });

  it('403 for the whole request when the role may not take the action, changing nothing', async () => {
    const site = await h.createSite({ name: 'Bulk Refused', launcher_label: 'Live' });
    const assign = await bulk('designer', { siteIds: [site], action: { kind: 'assign', role: 'ae', userId: h.users.ae.id } });
    expect(assign.status).toBe(403);
    expect(await assign.json()).toMatchObject({ error: 'Your role may not assign the account executive' });
    const lost = await bulk('designer', { siteIds: [site], action: { kind: 'event', event: 'MARK_LOST' } });
    expect(lost.status).toBe(403);
    expect(await lost.json()).toMatchObject({ error: 'Your role may not send MARK_LOST' });
    expect(await siteOf(site)).toMatchObject({ launcher_label: 'Live' });
    expect((await bulk('sdr', { siteIds: [site], action: { kind: 'event', event: 'MARK_LOST' } })).status).toBe(403);
  });

  it('400 naming the person when they are not of the role, before any site changes', async () => {
    const site = await h.createSite({ name: 'Bulk Wrong Person' });
    const res = await bulk('admin', { siteIds: [site], action: { kind: 'assign', role: 'designer', userId: h.users.care.id } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'action.userId', reason: 'must be an active designer' });
    expect((await siteOf(site)).designer_id).toBeNull();
  });

  it('refuses more than 500 sites with a clear message, changing nothing', async () => {
    const site = await h.createSite({ name: 'Bulk Over', launcher_label: 'Live' });
    const siteIds = [site, ...Array.from({ length: 500 }, (_, index) => 1_000_000 + index)];
    const res = await bulk('admin', { siteIds, action: { kind: 'event', event: 'MARK_LOST' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      field: 'siteIds',
      reason: 'siteIds: at most 500 sites a request; select fewer and apply again',
    });
    expect((await siteOf(site)).launcher_label).toBe('Live');
    const atLimit = await bulk('admin', { siteIds: siteIds.slice(0, 500), action: { kind: 'event', event: 'MARK_LOST' } });
    expect(atLimit.status).toBe(200);
    expect(((await atLimit.json()) as { outcomes: unknown[] }).outcomes).toHaveLength(500);
  });

  it.each([
    [{ action: { kind: 'event', event: 'MARK_LOST' } }, 'siteIds'],
    [{ siteIds: [], action: { kind: 'event', event: 'MARK_LOST' } }, 'siteIds'],
    [{ siteIds: [1, 1], action: { kind: 'event', event: 'MARK_LOST' } }, 'siteIds'],
    [{ siteIds: [0], action: { kind: 'event', event: 'MARK_LOST' } }, 'siteIds.0'],
    [{ siteIds: [1] }, 'action'],
    [{ siteIds: [1], action: { kind: 'delete' } }, 'action.kind'],
    [{ siteIds: [1], action: { kind: 'event', event: 'STAGE' } }, 'action.event'],
    [{ siteIds: [1], action: { kind: 'assign', role: 'boss', userId: 1 } }, 'action.role'],
    [{ siteIds: [1], action: { kind: 'assign', role: 'designer', userId: 'x' } }, 'action.userId'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await bulk('admin', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it('401 without a session', async () => {
    expect(
      (await h.request('POST', '/api/sites/bulk', { body: { siteIds: [1], action: { kind: 'event', event: 'MARK_LOST' } } })).status,
    ).toBe(401);
    expect((await h.request('GET', '/api/sites/ids')).status).toBe(401);
  });

  it('answers the ids matching the list filters in the list order, at most 501', async () => {
    // A name nothing else in this file's database has: the search filter picks exactly these.
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) ids.push(await h.createSite({ name: `Quillon ${index}` }));
    const res = await h.request('GET', '/api/sites/ids?query=quillon&page=2&perPage=1', { as: 'care' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ids: [...ids].reverse() });

    await h.handle.db
      .insertInto('sites')
      .values(Array.from({ length: 510 }, (_, index) => ({ name: `Quillon many ${index}` })))
      .execute();
    const many = (await (await h.request('GET', '/api/sites/ids?query=quillon', { as: 'care' })).json()) as { ids: number[] };
    expect(many.ids).toHaveLength(501);
    const bad = await h.request('GET', '/api/sites/ids?label=Nope', { as: 'care' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'label' });
  });
});
