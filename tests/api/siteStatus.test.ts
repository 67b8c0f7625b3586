import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionEventTypes } from '../../domain/api/siteStatus.schema';
import type { Role } from '../../domain/roles';
import { type SiteStatus, siteStatuses } from '../../domain/siteStatus';
import { nextStatus } from '../../machines/siteLifecycle/nextStatus';
import { type LifecycleEventType, lifecycleEventCapability } from '../../domain/siteLifecycle/siteLifecycleEvents';
import { rolesWith } from '../../domain/permissions';
import { createHarness, type Harness } from './harness';

/**
 * Each status action, its path and body, and the role that may send it. STAGE also needs a builder
 * project whose preview resolves, and publishes it: tests/api/staging.test.ts covers /stage.
 */
const actions: { event: LifecycleEventType; path: (id: number) => string; body?: unknown }[] = [
  { event: 'SUBMIT_FOR_REVIEW', path: (id) => `/api/sites/${id}/qa` },
  { event: 'GO_LIVE', path: (id) => `/api/sites/${id}/live` },
  { event: 'MARK_LOST', path: (id) => `/api/sites/${id}/lost` },
  ...transitionEventTypes.map((event) => ({ event, path: (id: number) => `/api/sites/${id}/transition`, body: { event } })),
];

/**
 * The 409 text of decisions-made.md (site lifecycle), 'Cannot <action> a site in <status>: <status>
 * to <target> is not allowed', with each event's words written out here, not read from the app.
 */
const refusalWords: Partial<Record<LifecycleEventType, { action: string; target: string }>> = {
  SUBMIT_FOR_REVIEW: { action: 'submit for review', target: 'Pre-Staging QA' },
  GO_LIVE: { action: 'go live with', target: 'Live' },
  MARK_LOST: { action: 'mark as lost', target: 'Lost' },
  READY: { action: 'make ready for design', target: 'Ready for Design' },
  WAIT_FOR_CONTENT: { action: 'wait for content on', target: 'Waiting for Content' },
  CONTENT_RECEIVED: { action: 'mark content received for', target: 'In Design' },
  REQUEST_REVISIONS: { action: 'request revisions on', target: 'Revisions Needed' },
  REVISIONS_DONE: { action: 'finish revisions on', target: 'Pre-Staging QA or Final QA' },
  FINAL_QA: { action: 'start final QA on', target: 'Final QA' },
  APPROVE: { action: 'approve', target: 'Approved' },
  READY_TO_LAUNCH: { action: 'mark 100% ready', target: '100% Ready' },
  POST_LIVE_QA: { action: 'start post-live QA on', target: 'Post-Live QA' },
  QA_DONE: { action: 'finish post-live QA on', target: 'Live' },
  REBUILD: { action: 'rebuild', target: 'Rebuild' },
  REOPEN: { action: 'reopen', target: 'Ready for Design' },
};

const refusalOf = (event: LifecycleEventType, status: SiteStatus): string => {
  const words = refusalWords[event];
  if (!words) throw new Error(`no 409 wording written for ${event}`);
  return `Cannot ${words.action} a site in ${status}: ${status} to ${words.target} is not allowed`;
};

const senderOf = (event: LifecycleEventType): Role => {
  const capability = lifecycleEventCapability[event];
  if (capability === 'system') throw new Error(`${event} is the system's`);
  // A non-admin sender where there is one, so the test proves more than admin's reach.
  return rolesWith(capability).find((role) => role !== 'admin') ?? 'admin';
};

describe('status actions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const logOf = (siteId: number) =>
    h.handle.db.selectFrom('log_entries').select(['message', 'log_type', 'user_id']).where('site_id', '=', siteId).orderBy('id').execute();
  const statusOf = async (siteId: number) =>
    await h.handle.db.selectFrom('sites').select(['launcher_label', 'revisions_from']).where('id', '=', siteId).executeTakeFirstOrThrow();

  describe.each(actions.map((action) => [action.event, action] as const))('%s through the API', (event, action) => {
    it.each(siteStatuses.map((status) => [status]))('from %s: moves as the machine says or answers 409', async (status: SiteStatus) => {
      const siteId = await h.createSite({ launcher_label: status });
      const role = senderOf(event);
      const res = await h.request('POST', action.path(siteId), { as: role, body: action.body ?? {} });
      const expected = nextStatus({ status, revisionsFrom: null }, { type: event, role });
      if (expected.ok) {
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ id: siteId, from: status, launcher_label: expected.status });
        expect(await statusOf(siteId)).toEqual({ launcher_label: expected.status, revisions_from: expected.revisionsFrom });
        expect(await logOf(siteId)).toHaveLength(1);
      } else {
        expect(res.status).toBe(409);
        const body = (await res.json()) as { error: string };
        expect(body.error).toBe(refusalOf(event, status));
        expect(await statusOf(siteId)).toEqual({ launcher_label: status, revisions_from: null });
        expect(await logOf(siteId)).toHaveLength(0);
      }
    });

    it('answers 403 to a role that may not send it', async () => {
      const siteId = await h.createSite({ launcher_label: 'In Design' });
      const res = await h.request('POST', action.path(siteId), { as: 'executive', body: action.body ?? {} });
      expect(res.status).toBe(403);
      expect((await statusOf(siteId)).launcher_label).toBe('In Design');
    });

    it('answers 404 for an unknown site and 401 without a session', async () => {
      const role = senderOf(event);
      expect((await h.request('POST', action.path(999_999), { as: role, body: action.body ?? {} })).status).toBe(404);
      expect((await h.request('POST', action.path(1), { body: action.body ?? {} })).status).toBe(401);
    });
  });

  it.each<[string, Role, string, string]>([
    ['/qa', 'designer', 'Submitted for review', 'IN_REVIEW'],
    ['/live', 'launch', 'Site live', 'GO_LIVE'],
    ['/lost', 'ae', 'Marked as lost', 'OTHER'],
  ])('%s logs the part 1 message', async (suffix, role, message, logType) => {
    const siteId = await h.createSite({ launcher_label: 'In Design' });
    const res = await h.request('POST', `/api/sites/${siteId}${suffix}`, { as: role, body: {} });
    expect(res.status).toBe(200);
    expect(await logOf(siteId)).toEqual([{ message, log_type: logType, user_id: h.users[role].id }]);
  });

  it.each<[string, Role]>([
    ['/qa', 'care'],
    ['/stage', 'designer'],
    ['/live', 'ae'],
    ['/lost', 'launch'],
  ])('%s refuses %s with 403', async (suffix, role) => {
    const siteId = await h.createSite({ launcher_label: 'Pre-Staging QA' });
    expect((await h.request('POST', `/api/sites/${siteId}${suffix}`, { as: role, body: {} })).status).toBe(403);
  });

  it('remembers where revisions came from and goes back there', async () => {
    const siteId = await h.createSite({ launcher_label: 'Final QA' });
    const requested = await h.request('POST', `/api/sites/${siteId}/transition`, { as: 'care', body: { event: 'REQUEST_REVISIONS' } });
    expect(await requested.json()).toEqual({ id: siteId, from: 'Final QA', launcher_label: 'Revisions Needed' });
    expect(await statusOf(siteId)).toEqual({ launcher_label: 'Revisions Needed', revisions_from: 'Final QA' });
    const done = await h.request('POST', `/api/sites/${siteId}/transition`, { as: 'designer', body: { event: 'REVISIONS_DONE' } });
    expect(await done.json()).toEqual({ id: siteId, from: 'Revisions Needed', launcher_label: 'Final QA' });
    expect(await statusOf(siteId)).toEqual({ launcher_label: 'Final QA', revisions_from: null });
  });

  it('names both statuses in a 409', async () => {
    const siteId = await h.createSite({ launcher_label: 'Live' });
    const res = await h.request('POST', `/api/sites/${siteId}/stage`, { as: 'care', body: {} });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'Cannot stage a site in Live: Live to Staged is not allowed' });
  });

  it('refuses events that have their own route, and unknown events, with 400', async () => {
    const siteId = await h.createSite({ launcher_label: 'Pre-Staging QA' });
    for (const event of ['STAGE', 'ASSIGN_DESIGNER', 'LAUNCH_MISSED', 'RESCHEDULE', 'DANCE']) {
      const res = await h.request('POST', `/api/sites/${siteId}/transition`, { as: 'admin', body: { event } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'event' });
    }
    expect((await h.request('POST', `/api/sites/${siteId}/transition`, { as: 'admin', body: {} })).status).toBe(400);
    expect((await h.request('POST', `/api/sites/${siteId}/transition`, { as: 'admin', body: 'not json' })).status).toBe(400);
  });

  describe('admin override', () => {
    it('sets any selectable status and logs it as an override', async () => {
      const siteId = await h.createSite({ launcher_label: 'Live' });
      const res = await h.request('POST', `/api/sites/${siteId}/status`, { as: 'admin', body: { status: 'Approved' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: siteId, from: 'Live', launcher_label: 'Approved' });
      expect(await logOf(siteId)).toEqual([
        { message: 'Status changed from Live to Approved (override)', log_type: 'OTHER', user_id: h.users.admin.id },
      ]);
    });

    it('remembers the status a Revisions Needed override came from', async () => {
      const siteId = await h.createSite({ launcher_label: 'Approved' });
      await h.request('POST', `/api/sites/${siteId}/status`, { as: 'admin', body: { status: 'Revisions Needed' } });
      expect(await statusOf(siteId)).toEqual({ launcher_label: 'Revisions Needed', revisions_from: 'Approved' });
    });

    it('is admin only, takes only selectable statuses, and knows the site', async () => {
      const siteId = await h.createSite({ launcher_label: 'In Design' });
      expect((await h.request('POST', `/api/sites/${siteId}/status`, { as: 'executive', body: { status: 'Live' } })).status).toBe(403);
      const bad = await h.request('POST', `/api/sites/${siteId}/status`, { as: 'admin', body: { status: 'In Review' } });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'status' });
      expect((await h.request('POST', `/api/sites/${siteId}/status`, { as: 'admin', body: { status: 'Test' } })).status).toBe(400);
      expect((await h.request('POST', '/api/sites/999999/status', { as: 'admin', body: { status: 'Live' } })).status).toBe(404);
      expect((await h.request('POST', `/api/sites/${siteId}/status`, { body: { status: 'Live' } })).status).toBe(401);
      const same = await h.request('POST', `/api/sites/${siteId}/status`, { as: 'admin', body: { status: 'In Design' } });
      expect(same.status).toBe(409);
      expect(await same.json()).toEqual({ error: 'The site is already in In Design' });
    });
  });
});

describe('DELETE /api/sites/{id}', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('deletes a Test site for an admin', async () => {
    const siteId = await h.createSite({ launcher_label: 'Test' });
    const res = await h.request('DELETE', `/api/sites/${siteId}`, { as: 'admin' });
    expect(res.status).toBe(204);
    expect(await h.handle.db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a non-test site with 409, other roles with 403, unknown ids with 404', async () => {
    const liveId = await h.createSite({ launcher_label: 'Live' });
    const testId = await h.createSite({ launcher_label: 'Test' });
    const conflictRes = await h.request('DELETE', `/api/sites/${liveId}`, { as: 'admin' });
    expect(conflictRes.status).toBe(409);
    expect((await conflictRes.json()).error).toContain('Only test sites can be deleted');
    for (const role of ['executive', 'designer', 'ae', 'launch'] as const) {
      expect((await h.request('DELETE', `/api/sites/${testId}`, { as: role })).status).toBe(403);
    }
    expect((await h.request('DELETE', '/api/sites/999999', { as: 'admin' })).status).toBe(404);
    expect((await h.request('DELETE', `/api/sites/${testId}`)).status).toBe(401);
    expect(await h.handle.db.selectFrom('sites').select('id').where('id', 'in', [liveId, testId]).execute()).toHaveLength(2);
  });
});
