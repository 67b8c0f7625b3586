import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import type { SiteStatus } from '../../domain/siteStatus';
import { createHarness, type Harness } from './harness';

// Wednesday 2025-03-12: the first day a non-admin may pick is Monday 2025-03-17.
const now = new Date('2025-03-12T15:00:00Z');

describe('launch scheduling', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ now: () => now });
  });
  afterAll(() => h.close());

  const update = (siteId: number, as: Role | undefined, body: unknown) =>
    h.request('POST', `/api/sites/${siteId}/updateLaunchDate`, { ...(as ? { as } : {}), body });
  const siteRow = (siteId: number) =>
    h.handle.db.selectFrom('sites').select(['scheduled_launch_date', 'launcher_label']).where('id', '=', siteId).executeTakeFirstOrThrow();
  const logOf = async (siteId: number) =>
    (await h.handle.db.selectFrom('log_entries').select('message').where('site_id', '=', siteId).orderBy('id').execute()).map(
      (r) => r.message,
    );
  const notesOf = (siteId: number) =>
    h.handle.db.selectFrom('notes').select(['type', 'note', 'user_id']).where('site_id', '=', siteId).orderBy('id').execute();
  const bookDay = async (date: string, count: number, status: SiteStatus = 'In Design') => {
    for (let i = 0; i < count; i += 1) await h.createSite({ scheduled_launch_date: date, launcher_label: status });
  };
  const expectRule = async (res: Response, status: number, field: string | undefined, message: string) => {
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(field ? { error: message, field, reason: message } : { error: message });
  };

  describe('schedule', () => {
    it('sets the date and logs it', async () => {
      const siteId = await h.createSite({ launcher_label: 'Approved' });
      const res = await update(siteId, 'ae', { launchDate: '2025-03-18' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        id: siteId,
        kind: 'schedule',
        scheduled_launch_date: '2025-03-18',
        pretty_scheduled_launch_date: 'Mar 18, 2025',
        launcher_label: 'Approved',
      });
      expect(await siteRow(siteId)).toEqual({ scheduled_launch_date: '2025-03-18', launcher_label: 'Approved' });
      expect(await logOf(siteId)).toEqual(['Launch scheduled for Mar 18, 2025']);
      expect(await notesOf(siteId)).toEqual([]);
    });

    it('keeps a note given with the date as a Launch note', async () => {
      const siteId = await h.createSite();
      expect((await update(siteId, 'launch', { launchDate: '2025-03-19', note: 'Family wants a Wednesday' })).status).toBe(200);
      expect(await notesOf(siteId)).toEqual([
        { type: 'Launch', note: 'Launch scheduled: Family wants a Wednesday', user_id: h.users.launch.id },
      ]);
    });

    it.each<[string, unknown]>([
      ['a null date', { launchDate: null }],
      ['no date', {}],
      ['a null date with allowNull but nothing to unschedule', { launchDate: null, allowNull: true, reason: 'No domain' }],
    ])('wants a date: %s', async (_what, body) => {
      const siteId = await h.createSite();
      await expectRule(await update(siteId, 'admin', body), 400, 'launchDate', 'Please select a launch date');
    });

    it.each<[string, string, string]>([
      ['the past', '2025-03-11', 'Launch date cannot be in the past'],
      ['a Saturday', '2025-03-22', 'Launches cannot be scheduled on a weekend'],
      ['a Sunday', '2025-03-23', 'Launches cannot be scheduled on a weekend'],
      ['today', '2025-03-12', 'Launches must be scheduled at least 3 business days out'],
      ['two business days out', '2025-03-14', 'Launches must be scheduled at least 3 business days out'],
      ['Memorial Day', '2025-05-26', 'Launches cannot be scheduled on a holiday (Memorial Day)'],
    ])('refuses %s for non-admins and lets admin through', async (_what, launchDate, message) => {
      const siteId = await h.createSite();
      await expectRule(await update(siteId, 'ae', { launchDate }), 400, 'launchDate', message);
      expect((await siteRow(siteId)).scheduled_launch_date).toBeNull();
      expect((await update(siteId, 'admin', { launchDate })).status).toBe(200);
      expect((await siteRow(siteId)).scheduled_launch_date).toBe(launchDate);
    });

    it('caps a day at 7 launches for non-admins; lost and test sites take no place', async () => {
      await bookDay('2025-03-20', 7);
      await bookDay('2025-03-20', 2, 'Lost');
      await bookDay('2025-03-20', 1, 'Test');
      const siteId = await h.createSite();
      await expectRule(
        await update(siteId, 'ae', { launchDate: '2025-03-20' }),
        409,
        undefined,
        'Cannot be more than 7 launches on one day',
      );
      expect(await logOf(siteId)).toEqual([]);
      expect((await update(siteId, 'admin', { launchDate: '2025-03-20' })).status).toBe(200);
    });

    it.each<[SiteStatus]>([['Test'], ['Live'], ['Post-Live QA'], ['Lost']])('refuses a site in %s with 409', async (status) => {
      const siteId = await h.createSite({ launcher_label: status });
      await expectRule(
        await update(siteId, 'admin', { launchDate: '2025-03-18' }),
        409,
        undefined,
        `Cannot schedule a launch for a site in ${status}`,
      );
    });

    it.each<[Role]>([['designer'], ['care'], ['am'], ['sdr'], ['florist'], ['executive']])('refuses %s with 403', async (role) => {
      const siteId = await h.createSite();
      expect((await update(siteId, role, { launchDate: '2025-03-18' })).status).toBe(403);
    });
  });

  describe('reschedule', () => {
    it('moves the date later with a reason, keeps it as a note and logs both dates', async () => {
      const siteId = await h.createSite({ scheduled_launch_date: '2025-03-18' });
      const res = await update(siteId, 'launch', { launchDate: '2025-03-25', reason: 'No domain', note: 'Registrar is slow' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ kind: 'reschedule', scheduled_launch_date: '2025-03-25' });
      expect(await logOf(siteId)).toEqual(['Launch rescheduled from Mar 18, 2025 to Mar 25, 2025']);
      expect(await notesOf(siteId)).toEqual([
        { type: 'Launch', note: 'Launch rescheduled - No domain: Registrar is slow', user_id: h.users.launch.id },
      ]);
    });

    it('wants a later date, a listed reason, and a note for Other', async () => {
      const siteId = await h.createSite({ scheduled_launch_date: '2025-03-20' });
      await expectRule(
        await update(siteId, 'launch', { launchDate: '2025-03-19', reason: 'No domain' }),
        400,
        'launchDate',
        'New launch date must be after old',
      );
      await expectRule(await update(siteId, 'launch', { launchDate: '2025-03-24' }), 400, 'reason', 'Please select a reason');
      await expectRule(
        await update(siteId, 'launch', { launchDate: '2025-03-24', reason: 'Bored' }),
        400,
        'reason',
        'Please select a reason',
      );
      await expectRule(
        await update(siteId, 'launch', { launchDate: '2025-03-24', reason: 'Other' }),
        400,
        'note',
        "Please add a note for the reason 'Other'",
      );
      expect((await update(siteId, 'launch', { launchDate: '2025-03-24', reason: 'Other', note: 'Owner on holiday' })).status).toBe(200);
    });

    it('lets admin move a date earlier, but not without a reason', async () => {
      const siteId = await h.createSite({ scheduled_launch_date: '2025-03-20' });
      await expectRule(await update(siteId, 'admin', { launchDate: '2025-03-13' }), 400, 'reason', 'Please select a reason');
      expect((await update(siteId, 'admin', { launchDate: '2025-03-13', reason: 'Funeral home request' })).status).toBe(200);
    });

    it('is refused to an account executive (schedule only)', async () => {
      const siteId = await h.createSite({ scheduled_launch_date: '2025-03-18' });
      expect((await update(siteId, 'ae', { launchDate: '2025-03-25', reason: 'No domain' })).status).toBe(403);
    });

    it('brings a Missed Launch site back to 100% Ready', async () => {
      const siteId = await h.createSite({ launcher_label: 'Missed Launch', scheduled_launch_date: '2025-03-10' });
      const res = await update(siteId, 'launch', { launchDate: '2025-03-21', reason: 'Scrape issue' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ launcher_label: '100% Ready' });
      expect(await siteRow(siteId)).toEqual({ scheduled_launch_date: '2025-03-21', launcher_label: '100% Ready' });
      expect(await logOf(siteId)).toEqual(['Launch rescheduled from Mar 10, 2025 to Mar 21, 2025', 'Missed launch rescheduled']);
    });
  });

  describe('unschedule', () => {
    it('clears the date with a reason', async () => {
      const siteId = await h.createSite({ scheduled_launch_date: '2025-03-18' });
      const res = await update(siteId, 'launch', { launchDate: null, allowNull: true, reason: 'Waiting on florist' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ kind: 'unschedule', scheduled_launch_date: null, pretty_scheduled_launch_date: null });
      expect((await siteRow(siteId)).scheduled_launch_date).toBeNull();
      expect(await logOf(siteId)).toEqual(['Launch unscheduled (was Mar 18, 2025)']);
      expect(await notesOf(siteId)).toEqual([
        { type: 'Launch', note: 'Launch unscheduled - Waiting on florist', user_id: h.users.launch.id },
      ]);
    });

    it('wants a reason and the right role', async () => {
      const siteId = await h.createSite({ scheduled_launch_date: '2025-03-18' });
      await expectRule(await update(siteId, 'admin', { launchDate: null, allowNull: true }), 400, 'reason', 'Please select a reason');
      expect((await update(siteId, 'ae', { launchDate: null, allowNull: true, reason: 'No domain' })).status).toBe(403);
      expect((await siteRow(siteId)).scheduled_launch_date).toBe('2025-03-18');
    });
  });

  it('answers 400 for a malformed body, 404 for an unknown site, 401 without a session', async () => {
    const siteId = await h.createSite();
    for (const [body, field] of [
      [{ launchDate: '18/03/2025' }, 'launchDate'],
      [{ launchDate: '2025-02-30' }, 'launchDate'],
      [{ launchDate: 20250318 }, 'launchDate'],
      [{ launchDate: '2025-03-18', allowNull: 'yes' }, 'allowNull'],
      [{ launchDate: '2025-03-18', reason: 7 }, 'reason'],
    ] as const) {
      const res = await update(siteId, 'admin', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
    }
    expect((await update(999_999, 'admin', { launchDate: '2025-03-18' })).status).toBe(404);
    expect((await update(siteId, undefined, { launchDate: '2025-03-18' })).status).toBe(401);
  });

  describe('availability and capacity', () => {
    it('counts the other launches of a day', async () => {
      await bookDay('2025-04-01', 3);
      const siteId = await h.createSite({ scheduled_launch_date: '2025-04-01' });
      const res = await h.request('GET', `/api/sites/${siteId}/launchDateAvailable?date=2025-04-01`, { as: 'florist' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ count: 3 });
      expect(
        await h.request('GET', `/api/sites/${siteId}/launchDateAvailable?date=2025-04-02`, { as: 'ae' }).then((r) => r.json()),
      ).toEqual({ count: 0 });
      expect((await h.request('GET', `/api/sites/${siteId}/launchDateAvailable?date=tomorrow`, { as: 'ae' })).status).toBe(400);
      expect((await h.request('GET', `/api/sites/${siteId}/launchDateAvailable`, { as: 'ae' })).status).toBe(400);
      expect((await h.request('GET', '/api/sites/999999/launchDateAvailable?date=2025-04-01', { as: 'ae' })).status).toBe(404);
      expect((await h.request('GET', `/api/sites/${siteId}/launchDateAvailable?date=2025-04-01`)).status).toBe(401);
    });

    it('lists the busy days of a range for the calendar', async () => {
      await bookDay('2025-05-05', 2);
      await bookDay('2025-05-07', 1);
      await bookDay('2025-05-07', 1, 'Lost');
      await bookDay('2025-05-20', 1);
      const res = await h.request('GET', '/api/launches/capacity?from=2025-05-01&to=2025-05-10', { as: 'designer' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([
        { date: '2025-05-05', count: 2 },
        { date: '2025-05-07', count: 1 },
      ]);
      const backwards = await h.request('GET', '/api/launches/capacity?from=2025-05-10&to=2025-05-01', { as: 'designer' });
      expect(backwards.status).toBe(400);
      expect(await backwards.json()).toMatchObject({ field: 'to' });
      expect((await h.request('GET', '/api/launches/capacity?from=2025-01-01&to=2026-06-01', { as: 'designer' })).status).toBe(400);
      expect((await h.request('GET', '/api/launches/capacity?from=2025-05-01', { as: 'designer' })).status).toBe(400);
      expect((await h.request('GET', '/api/launches/capacity?from=2025-05-01&to=2025-05-10')).status).toBe(401);
    });
  });

  it('holds the 7-a-day cap under 50 simultaneous requests', async () => {
    const day = '2025-06-03';
    await bookDay(day, 4);
    const sites = await Promise.all(Array.from({ length: 50 }, () => h.createSite({ launcher_label: '100% Ready' })));
    const responses = await Promise.all(sites.map((siteId) => update(siteId, 'launch', { launchDate: day })));
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(await res.json()).toEqual({ error: 'Cannot be more than 7 launches on one day' });
    }
    const booked = await h.handle.db.selectFrom('sites').select('id').where('scheduled_launch_date', '=', day).execute();
    expect(booked).toHaveLength(7);
  });
});
