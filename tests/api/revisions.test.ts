import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Revision } from '../../domain/api/revisions.schema';
import { roles, type Role } from '../../domain/roles';
import { revisionCountColumns, revisionCountsForSite } from '../../server/revisions/revisionCounts';
import { createHarness, type Harness, type TestUser } from './harness';

describe('/api/siteRevisions', () => {
  let h: Harness;
  let siteId: number;

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    siteId = await h.createSite({ launcher_label: 'Final QA' });
  });

  const logRevision = async (as: Role, body: Record<string, unknown> = {}): Promise<Revision> => {
    const res = await h.request('POST', '/api/siteRevisions', { as, body: { fhid: siteId, issue: 'Logo is blurry', ...body } });
    expect(res.status).toBe(201);
    return (await res.json()) as Revision;
  };

  const logMessages = async () =>
    await h.handle.db
      .selectFrom('log_entries')
      .select(['message', 'log_type', 'user_id'])
      .where('site_id', '=', siteId)
      .orderBy('id')
      .execute();

  const stored = (id: number) => h.handle.db.selectFrom('site_revisions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('POST /api/siteRevisions', () => {
    it('logs a revision with the author, the chosen status and a log entry', async () => {
      const revision = await logRevision('admin', { severity: 'High', status: 'Pre-Staging QA' });
      expect(revision).toMatchObject({
        issue: 'Logo is blurry',
        severity: 'High',
        status: 'Pre-Staging QA',
        fixed: false,
        verified: true,
        user_id: h.users.admin.id,
        user_name: 'Test admin',
      });
      expect(new Date(revision.created_at).toString()).not.toBe('Invalid Date');
      expect(await logMessages()).toEqual([{ message: 'Revision logged', log_type: 'OTHER', user_id: h.users.admin.id }]);
    });

    it('starts care revisions unverified and everyone else verified, whatever they send', async () => {
      expect((await logRevision('care', { verified: 1 })).verified).toBe(false);
      expect((await logRevision('designer', { verified: 0 })).verified).toBe(true);
    });

    it('defaults severity to Low and the status to the site label for admin and care', async () => {
      const revision = await logRevision('care');
      expect(revision).toMatchObject({ severity: 'Low', status: 'Final QA' });
      const live = await h.createSite({ launcher_label: 'Live' });
      const res = await h.request('POST', '/api/siteRevisions', { as: 'admin', body: { fhid: live, issue: 'Footer' } });
      expect(await res.json()).toMatchObject({ status: 'Post-Live QA' });
    });

    it.each(roles.filter((role) => role !== 'admin' && role !== 'care'))('forces %s to Client Request', async (role) => {
      expect((await logRevision(role, { status: 'Final QA' })).status).toBe('Client Request');
    });

    it('answers 400 naming the field', async () => {
      for (const [body, field] of [
        [{ fhid: siteId, issue: '   ' }, 'issue'],
        [{ fhid: siteId }, 'issue'],
        [{ fhid: 'x', issue: 'a' }, 'fhid'],
        [{ fhid: siteId, issue: 'a', severity: 'Urgent' }, 'severity'],
        [{ fhid: siteId, issue: 'a', status: 'Live' }, 'status'],
        [{ fhid: siteId, issue: 'a', verified: 'yes' }, 'verified'],
      ] as const) {
        const res = await h.request('POST', '/api/siteRevisions', { as: 'admin', body });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ field });
      }
    });

    it('answers 401 without a session and 404 for an unknown site', async () => {
      expect((await h.request('POST', '/api/siteRevisions', { body: { fhid: siteId, issue: 'a' } })).status).toBe(401);
      const res = await h.request('POST', '/api/siteRevisions', { as: 'admin', body: { fhid: 999_999, issue: 'a' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Site not found' });
    });
  });

  describe('GET /api/siteRevisions', () => {
    it('lists the site revisions oldest first with their authors, to every role', async () => {
      await logRevision('care', { issue: 'First' });
      await logRevision('ae', { issue: 'Second' });
      const other = await h.createSite();
      await h.request('POST', '/api/siteRevisions', { as: 'admin', body: { fhid: other, issue: 'Elsewhere' } });
      for (const role of roles) {
        const res = await h.request('GET', `/api/siteRevisions?fhid=${siteId}`, { as: role });
        expect(res.status).toBe(200);
        const list = (await res.json()) as Revision[];
        expect(list.map((r) => [r.issue, r.user_name])).toEqual([
          ['First', 'Test care'],
          ['Second', 'Test ae'],
        ]);
        expect(Object.keys(list[0] ?? {}).sort()).toEqual(
          ['created_at', 'fixed', 'id', 'issue', 'severity', 'status', 'user_id', 'user_image', 'user_name', 'verified'].sort(),
        );
      }
    });

    it('answers 400 without fhid, 401 without a session, 404 for an unknown site', async () => {
      const missing = await h.request('GET', '/api/siteRevisions', { as: 'admin' });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ field: 'fhid' });
      expect((await h.request('GET', `/api/siteRevisions?fhid=${siteId}`)).status).toBe(401);
      expect((await h.request('GET', '/api/siteRevisions?fhid=999999', { as: 'admin' })).status).toBe(404);
    });
  });

  describe('POST /api/siteRevisions/markFixed', () => {
    const markFixed = (as: Role, issueId: number, fixed: unknown, extra: Record<string, unknown> = {}) =>
      h.request('POST', '/api/siteRevisions/markFixed', { as, body: { issueId, fhid: siteId, fixed, ...extra } });

    it("lets the designer fix without touching verified, so care's revision waits for verification", async () => {
      const revision = await logRevision('care');
      const res = await markFixed('designer', revision.id, true, { verified: true });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: revision.id, fixed: true, verified: false });
      expect(await stored(revision.id)).toMatchObject({ fixed_by: h.users.designer.id, verified_by: null });
      expect((await logMessages()).at(-1)).toMatchObject({ message: 'Revision marked fixed', user_id: h.users.designer.id });
    });

    it("care's fix verifies, and care's unfix unverifies", async () => {
      const revision = await logRevision('care');
      expect(await (await markFixed('care', revision.id, 1)).json()).toMatchObject({ fixed: true, verified: true });
      expect(await stored(revision.id)).toMatchObject({ verified_by: h.users.care.id });
      expect(await (await markFixed('care', revision.id, false)).json()).toMatchObject({ fixed: false, verified: false });
      expect((await logMessages()).at(-1)).toMatchObject({ message: 'Revision marked not fixed' });
    });

    it('lets admin fix; a revision logged by others is then completed', async () => {
      const revision = await logRevision('ae');
      expect(await (await markFixed('admin', revision.id, true)).json()).toMatchObject({ fixed: true, verified: true });
    });

    it.each(['executive', 'ae', 'am', 'sdr', 'florist', 'launch'] as const)('refuses %s with 403', async (role) => {
      const revision = await logRevision('care');
      expect((await markFixed(role, revision.id, true)).status).toBe(403);
      expect(await stored(revision.id)).toMatchObject({ fixed: false });
    });

    it('answers 400, 401 and 404', async () => {
      const revision = await logRevision('care');
      const bad = await markFixed('admin', revision.id, 'yes');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'fixed' });
      expect(
        (await h.request('POST', '/api/siteRevisions/markFixed', { body: { issueId: revision.id, fhid: siteId, fixed: true } })).status,
      ).toBe(401);
      expect((await markFixed('admin', 999_999, true)).status).toBe(404);
      const other = await h.createSite();
      const wrongSite = await h.request('POST', '/api/siteRevisions/markFixed', {
        as: 'admin',
        body: { issueId: revision.id, fhid: other, fixed: true },
      });
      expect(wrongSite.status).toBe(404);
      expect(await wrongSite.json()).toEqual({ error: 'Revision not found' });
    });
  });

  describe('POST /api/siteRevisions/markVerified', () => {
    const markVerified = (as: Role, issueId: number, verified: boolean) =>
      h.request('POST', '/api/siteRevisions/markVerified', { as, body: { issueId, fhid: siteId, verified } });

    it.each(['care', 'admin'] as const)('lets %s verify and unverify', async (role) => {
      const revision = await logRevision('care');
      await h.request('POST', '/api/siteRevisions/markFixed', {
        as: 'designer',
        body: { issueId: revision.id, fhid: siteId, fixed: true },
      });
      const res = await markVerified(role, revision.id, true);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ fixed: true, verified: true });
      expect(await stored(revision.id)).toMatchObject({ verified_by: h.users[role].id });
      expect((await logMessages()).at(-1)).toMatchObject({ message: 'Revision verified' });
      expect(await (await markVerified(role, revision.id, false)).json()).toMatchObject({ verified: false });
    });

    it.each(['executive', 'ae', 'am', 'designer', 'sdr', 'florist', 'launch'] as const)('refuses %s with 403', async (role) => {
      const revision = await logRevision('care');
      expect((await markVerified(role, revision.id, true)).status).toBe(403);
    });

    it('answers 400, 401 and 404', async () => {
      const revision = await logRevision('care');
      const bad = await h.request('POST', '/api/siteRevisions/markVerified', { as: 'care', body: { issueId: revision.id, fhid: siteId } });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'verified' });
      expect(
        (await h.request('POST', '/api/siteRevisions/markVerified', { body: { issueId: revision.id, fhid: siteId, verified: true } }))
          .status,
      ).toBe(401);
      expect((await markVerified('care', 999_999, true)).status).toBe(404);
    });
  });

  describe('POST /api/siteRevisions/update', () => {
    const update = (as: Role | TestUser, issueId: number, extra: Record<string, unknown> = {}) =>
      h.request('POST', '/api/siteRevisions/update', {
        as,
        body: { issueId, issue: 'Logo is still blurry', severity: 'Medium', status: 'Final QA', ...extra },
      });

    it('lets the author edit; an author who may not set statuses keeps the stored status', async () => {
      const revision = await logRevision('designer');
      const res = await update('designer', revision.id);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ issue: 'Logo is still blurry', severity: 'Medium', status: 'Client Request' });
      expect((await logMessages()).at(-1)).toMatchObject({ message: 'Revision updated' });
    });

    it("lets admin edit anyone's revision and set its status", async () => {
      const revision = await logRevision('designer');
      expect(await (await update('admin', revision.id, { status: 'Pre-Staging QA' })).json()).toMatchObject({ status: 'Pre-Staging QA' });
    });

    it.each(roles.filter((role) => role !== 'admin' && role !== 'care'))("refuses %s editing care's revision with 403", async (role) => {
      const revision = await logRevision('care');
      expect((await update(role, revision.id)).status).toBe(403);
      expect(await stored(revision.id)).toMatchObject({ issue: 'Logo is blurry' });
    });

    it("refuses another care user editing care's revision (author only, by user id)", async () => {
      const revision = await logRevision('care');
      const otherCare = await h.createUser('care', 'Other care');
      expect((await update(otherCare, revision.id)).status).toBe(403);
    });

    it('answers 400, 401 and 404', async () => {
      const revision = await logRevision('admin');
      const bad = await update('admin', revision.id, { severity: 'Critical' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'severity' });
      expect(
        (
          await h.request('POST', '/api/siteRevisions/update', {
            body: { issueId: revision.id, issue: 'a', severity: 'Low', status: 'Final QA' },
          })
        ).status,
      ).toBe(401);
      expect((await update('admin', 999_999)).status).toBe(404);
    });
  });

  describe('POST /api/siteRevisions/delete', () => {
    const remove = (as: Role, issueId: number) => h.request('POST', '/api/siteRevisions/delete', { as, body: { issueId } });

    it.each([
      ['the author', 'sdr', 'sdr'],
      ['admin', 'sdr', 'admin'],
    ] as const)('lets %s delete, with a log entry', async (_who, author, deleter) => {
      const revision = await logRevision(author);
      const res = await remove(deleter, revision.id);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: revision.id });
      expect(await h.handle.db.selectFrom('site_revisions').select('id').where('id', '=', revision.id).execute()).toEqual([]);
      expect((await logMessages()).at(-1)).toMatchObject({ message: 'Revision deleted', user_id: h.users[deleter].id });
    });

    it.each(roles.filter((role) => role !== 'admin' && role !== 'ae'))("refuses %s deleting the ae's revision with 403", async (role) => {
      const revision = await logRevision('ae');
      expect((await remove(role, revision.id)).status).toBe(403);
    });

    it('answers 400, 401 and 404', async () => {
      const revision = await logRevision('admin');
      const bad = await h.request('POST', '/api/siteRevisions/delete', { as: 'admin', body: { issueId: 0 } });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'issueId' });
      expect((await h.request('POST', '/api/siteRevisions/delete', { body: { issueId: revision.id } })).status).toBe(401);
      expect((await remove('admin', 999_999)).status).toBe(404);
    });
  });

  describe('revision counts for the site list badges', () => {
    it('counts unfixed as revisions_needed and fixed-but-unverified as verification_needed', async () => {
      expect(await revisionCountsForSite(h.handle.db, siteId)).toEqual({ revisions_needed: 0, verification_needed: 0 });
      const careUnfixed = await logRevision('care');
      const careFixedByDesigner = await logRevision('care');
      const aeFixed = await logRevision('ae');
      const careVerifiedUnfixed = await logRevision('care');
      await logRevision('ae');
      const fix = (as: Role, issueId: number) =>
        h.request('POST', '/api/siteRevisions/markFixed', { as, body: { issueId, fhid: siteId, fixed: true } });
      await fix('designer', careFixedByDesigner.id);
      await fix('designer', aeFixed.id);
      await h.request('POST', '/api/siteRevisions/markVerified', {
        as: 'care',
        body: { issueId: careVerifiedUnfixed.id, fhid: siteId, verified: true },
      });
      // unfixed: careUnfixed, careVerifiedUnfixed, the last ae one; awaiting verification: careFixedByDesigner
      expect(await revisionCountsForSite(h.handle.db, siteId)).toEqual({ revisions_needed: 3, verification_needed: 1 });
      expect(careUnfixed.fixed).toBe(false);
      await h.request('POST', '/api/siteRevisions/markVerified', {
        as: 'admin',
        body: { issueId: careFixedByDesigner.id, fhid: siteId, verified: true },
      });
      expect(await revisionCountsForSite(h.handle.db, siteId)).toEqual({ revisions_needed: 3, verification_needed: 0 });
    });

    it('counts per site in one list query', async () => {
      const other = await h.createSite();
      await logRevision('care');
      const rows = await h.handle.db
        .selectFrom('sites')
        .select((eb) => ['sites.id', ...revisionCountColumns(eb)])
        .where('sites.id', 'in', [siteId, other])
        .orderBy('sites.id')
        .execute();
      expect(rows).toEqual([
        { id: siteId, revisions_needed: 1, verification_needed: 0 },
        { id: other, revisions_needed: 0, verification_needed: 0 },
      ]);
    });
  });
});
