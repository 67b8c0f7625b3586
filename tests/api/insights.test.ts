import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshInsights } from '../../server/insights/refreshInsights';
import { createHarness, type Harness, type TestUser } from './harness';

/**
 * The Insights figures against a small history with answers worked out by hand (issue 35). Four
 * sites of corporation 9001, times in UTC:
 * - A (provider 9001, designer): Ready for Design Jan 6, In Design Jan 8, Pre-Staging QA Jan 20, Staged Jan 25, Live Feb 5 (30 days).
 * - B (provider 9001, designer): Ready for Design Jan 10, In Design Jan 13, Pre-Staging QA Feb 2, Staged Feb 12,
 *   Missed Launch Feb 20, 100% Ready Feb 25, Live Mar 1 (50 days).
 * - C (provider 9002): Ready for Design Jan 15, In Design Jan 16, Live Feb 24 (40 days).
 * - D (provider 9001, designer, florist): Ready for Design Jan 20, In Design Jan 22 and still there, launch date Mar 5.
 * The clock is Mar 10 2025; Mar 4 2025 is a company holiday, Feb 17 2025 Washington's Birthday.
 */
const history: Record<string, Array<[status: string, at: string]>> = {
  A: [
    ['Ready for Design', '2025-01-06'],
    ['In Design', '2025-01-08'],
    ['Pre-Staging QA', '2025-01-20'],
    ['Staged', '2025-01-25'],
    ['Live', '2025-02-05'],
  ],
  B: [
    ['Ready for Design', '2025-01-10'],
    ['In Design', '2025-01-13'],
    ['Pre-Staging QA', '2025-02-02'],
    ['Staged', '2025-02-12'],
    ['Missed Launch', '2025-02-20'],
    ['100% Ready', '2025-02-25'],
    ['Live', '2025-03-01'],
  ],
  C: [
    ['Ready for Design', '2025-01-15'],
    ['In Design', '2025-01-16'],
    ['Live', '2025-02-24'],
  ],
  D: [
    ['Ready for Design', '2025-01-20'],
    ['In Design', '2025-01-22'],
  ],
};

describe('/api/insights', () => {
  let h: Harness;
  let designer: TestUser;
  let florist: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await createHarness({ now: () => new Date('2025-03-10T00:00:00Z') });
    designer = await h.createUser('designer', 'Dana Designer');
    florist = await h.createUser('florist', 'Flora Florist');
    const { db } = h.deps;
    await db.insertInto('corporations').values({ id: 9001, name: 'Known Answers Group' }).execute();
    await db
      .insertInto('providers')
      .values([
        { id: 9001, name: 'Provider One', contact_email: null },
        { id: 9002, name: 'Provider Two', contact_email: null },
      ])
      .execute();
    await db.insertInto('launch_holidays').values({ date: '2025-03-04', name: 'Company day' }).execute();
    const sites = {
      A: { provider_id: 9001, designer_id: designer.id },
      B: { provider_id: 9001, designer_id: designer.id },
      C: { provider_id: 9002 },
      D: { provider_id: 9001, designer_id: designer.id, florist_id: florist.id, scheduled_launch_date: '2025-03-05' },
    };
    for (const [key, values] of Object.entries(sites)) {
      const steps = history[key] ?? [];
      const last = steps.at(-1);
      ids[key] = await h.createSite({ name: `Site ${key}`, corporation_id: 9001, launcher_label: last?.[0] as never, ...values });
    }
    // The history as it happened, in place of the one row the trigger wrote when the test made the site.
    await db.deleteFrom('status_history').where('site_id', 'in', Object.values(ids)).execute();
    await db
      .insertInto('status_history')
      .values(
        Object.entries(history).flatMap(([key, steps]) =>
          steps.map(([status, day]) => ({ site_id: ids[key] as number, status: status as never, changed_at: `${day}T00:00:00Z` })),
        ),
      )
      .execute();
    await refreshInsights(db);
  });
  afterAll(() => h.close());

  const get = async (chart: string, query: string, as: string | TestUser = 'admin') => {
    const res = await h.request('GET', `/api/insights/${chart}?corporation=9001&${query}`, { as: as as never });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  it('counts the sites in each status at the end of each day', async () => {
    const { days } = await get('flow', 'from=2025-01-21&to=2025-01-22');
    expect(days).toEqual([
      { day: '2025-01-21', counts: { 'Pre-Staging QA': 1, 'In Design': 2, 'Ready for Design': 1 } },
      { day: '2025-01-22', counts: { 'Pre-Staging QA': 1, 'In Design': 3 } },
    ]);
    const march = await get('flow', 'from=2025-03-01&to=2025-03-01');
    expect(march.days).toEqual([{ day: '2025-03-01', counts: { Live: 3, 'In Design': 1 } }]);
    const providerTwo = await get('flow', 'from=2025-03-01&to=2025-03-01&provider=9002');
    expect(providerTwo.days).toEqual([{ day: '2025-03-01', counts: { Live: 1 } }]);
  });

  it('gives intake to live per month, the dots and each stage', async () => {
    const cycle = await get('cycleTime', 'from=2025-01-01&to=2025-03-31');
    expect(cycle.months).toEqual([
      { month: '2025-02', sites: 2, medianDays: 35, p80Days: 38 },
      { month: '2025-03', sites: 1, medianDays: 50, p80Days: 50 },
    ]);
    expect(cycle.scatter).toEqual([
      { siteId: ids.B, name: 'Site B', liveDay: '2025-03-01', days: 50 },
      { siteId: ids.C, name: 'Site C', liveDay: '2025-02-24', days: 40 },
      { siteId: ids.A, name: 'Site A', liveDay: '2025-02-05', days: 30 },
    ]);
    expect(cycle.stages).toEqual([
      { status: 'Ready for Design', stays: 4, medianDays: 2, p80Days: 2.4 },
      { status: 'In Design', stays: 3, medianDays: 20, p80Days: 31.4 },
      { status: 'Pre-Staging QA', stays: 2, medianDays: 7.5, p80Days: 9 },
      { status: 'Staged', stays: 2, medianDays: 9.5, p80Days: 10.4 },
      { status: '100% Ready', stays: 1, medianDays: 4, p80Days: 4 },
      { status: 'Missed Launch', stays: 1, medianDays: 5, p80Days: 5 },
    ]);
  });

  it('takes the stages of a range that starts and ends inside a month', async () => {
    // February from the monthly counts, January 10-31 and March 1-5 from the daily ones. Ready for
    // Design took 3, 1 and 2 days (A's ended Jan 8), In Design 12, 20 and 39, B's 100% Ready ended Mar 1.
    expect((await get('cycleTime', 'from=2025-01-10&to=2025-03-05')).stages).toEqual([
      { status: 'Ready for Design', stays: 3, medianDays: 2, p80Days: 2.6 },
      { status: 'In Design', stays: 3, medianDays: 20, p80Days: 31.4 },
      { status: 'Pre-Staging QA', stays: 2, medianDays: 7.5, p80Days: 9 },
      { status: 'Staged', stays: 2, medianDays: 9.5, p80Days: 10.4 },
      { status: '100% Ready', stays: 1, medianDays: 4, p80Days: 4 },
      { status: 'Missed Launch', stays: 1, medianDays: 5, p80Days: 5 },
    ]);
  });

  it('counts launches per week against the capacity, holidays excluded', async () => {
    const { weeks } = await get('launches', 'from=2025-02-17&to=2025-03-09');
    expect(weeks).toEqual([
      { week: '2025-02-17', done: 0, scheduled: 0, missed: 1, capacity: 28 },
      { week: '2025-02-24', done: 2, scheduled: 0, missed: 0, capacity: 35 },
      { week: '2025-03-03', done: 0, scheduled: 1, missed: 0, capacity: 28 },
    ]);
  });

  it("lists the open sites older than their status' 80th percentile", async () => {
    const { sites } = await get('ageing', 'from=2025-01-01&to=2025-03-09');
    expect(sites).toEqual([{ siteId: ids.D, name: 'Site D', status: 'In Design', ageDays: 47, p80Days: 31.4 }]);
  });

  it('gives open sites per person now and at the end of each week', async () => {
    const workload = await get('workload', 'from=2025-02-17&to=2025-03-09');
    expect(workload).toEqual({
      weeks: ['2025-02-23', '2025-03-02', '2025-03-09'],
      people: [
        { role: 'designer', userId: designer.id, name: 'Dana Designer', open: 1, trend: [2, 1, 1] },
        { role: 'florist', userId: florist.id, name: 'Flora Florist', open: 1, trend: [1, 1, 1] },
      ],
    });
  });

  it('counts every site from the same figures when the corporation holds them all', async () => {
    // Without a corporation, flow and workload read the rows kept for every site together (or per holder).
    const everySite = async (chart: string, query: string) =>
      (await h.request('GET', `/api/insights/${chart}?${query}`, { as: 'admin' })).json();
    expect((await everySite('flow', 'from=2025-01-22&to=2025-01-22')).days).toEqual([
      { day: '2025-01-22', counts: { 'Pre-Staging QA': 1, 'In Design': 3 } },
    ]);
    const ownFlow = await (await h.request('GET', '/api/insights/flow?from=2025-03-01&to=2025-03-01', { as: designer })).json();
    expect(ownFlow.days).toEqual([{ day: '2025-03-01', counts: { Live: 2, 'In Design': 1 } }]);
    expect(await everySite('workload', 'from=2025-02-17&to=2025-03-09')).toEqual({
      weeks: ['2025-02-23', '2025-03-02', '2025-03-09'],
      people: [
        { role: 'designer', userId: designer.id, name: 'Dana Designer', open: 1, trend: [2, 1, 1] },
        { role: 'florist', userId: florist.id, name: 'Flora Florist', open: 1, trend: [1, 1, 1] },
      ],
    });
  });

  it('matches SQL over the raw history', async () => {
    // Intake to live straight from status_history, without the views: the per-month median of February.
    const { rows } = await sql<{ median: number }>`
      WITH firsts AS (
        SELECT site_id, min(changed_at) FILTER (WHERE status <> 'Test') AS intake, min(changed_at) FILTER (WHERE status = 'Live') AS live
        FROM status_history WHERE site_id IN (${sql.join(Object.values(ids))}) GROUP BY site_id
      )
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM live - intake) / 86400) AS median
      FROM firsts WHERE live >= '2025-02-01' AND live < '2025-03-01'`.execute(h.deps.db);
    const cycle = await get('cycleTime', 'from=2025-02-01&to=2025-02-28');
    expect(rows[0]?.median).toBe(35);
    expect(cycle.months[0].medianDays).toBe(35);
  });

  it('shows other roles their own sites only', async () => {
    const cycle = await get('cycleTime', 'from=2025-01-01&to=2025-03-31', designer);
    expect(cycle.months).toEqual([
      { month: '2025-02', sites: 1, medianDays: 30, p80Days: 30 },
      { month: '2025-03', sites: 1, medianDays: 50, p80Days: 50 },
    ]);
    const flow = await get('flow', 'from=2025-03-01&to=2025-03-01', designer);
    expect(flow.days).toEqual([{ day: '2025-03-01', counts: { Live: 2, 'In Design': 1 } }]);
  });

  it("reads a viewer's own slice from the counts kept per holder", async () => {
    // Without a corporation a designer's stages, ageing and workload come from the per-holder views.
    const own = async (chart: string, query: string) =>
      (await h.request('GET', `/api/insights/${chart}?${query}`, { as: designer })).json();
    // Sites A, B and D: Ready for Design took 2, 3 and 2 days, In Design 12 and 20, Pre-Staging QA 5 and 10, Staged 11 and 8.
    expect((await own('cycleTime', 'from=2025-01-01&to=2025-03-31')).stages).toEqual([
      { status: 'Ready for Design', stays: 3, medianDays: 2, p80Days: 2.6 },
      { status: 'In Design', stays: 2, medianDays: 16, p80Days: 18.4 },
      { status: 'Pre-Staging QA', stays: 2, medianDays: 7.5, p80Days: 9 },
      { status: 'Staged', stays: 2, medianDays: 9.5, p80Days: 10.4 },
      { status: '100% Ready', stays: 1, medianDays: 4, p80Days: 4 },
      { status: 'Missed Launch', stays: 1, medianDays: 5, p80Days: 5 },
    ]);
    expect((await own('ageing', 'from=2025-01-01&to=2025-03-09')).sites).toEqual([
      { siteId: ids.D, name: 'Site D', status: 'In Design', ageDays: 47, p80Days: 31.4 },
    ]);
    expect(await own('workload', 'from=2025-02-17&to=2025-03-09')).toEqual({
      weeks: ['2025-02-23', '2025-03-02', '2025-03-09'],
      people: [
        { role: 'designer', userId: designer.id, name: 'Dana Designer', open: 1, trend: [2, 1, 1] },
        { role: 'florist', userId: florist.id, name: 'Flora Florist', open: 1, trend: [1, 1, 1] },
      ],
    });
  });

  it('records every status change in the transaction that makes it, at the change time', async () => {
    const siteId = await h.createSite({ name: 'Recorded', launcher_label: 'In Design', date_created: '2025-03-01T00:00:00Z' });
    const res = await h.request('POST', `/api/sites/${siteId}/lost`, { as: 'admin' });
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await h.deps.db
      .selectFrom('status_history')
      .select(['status', 'changed_at'])
      .where('site_id', '=', siteId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { status: 'In Design', changed_at: new Date('2025-03-01T00:00:00Z') },
      { status: 'Lost', changed_at: new Date('2025-03-10T00:00:00Z') },
    ]);
  });

  it('refuses a bad filter (400), no session (401) and a launch specialist (403)', async () => {
    const bad = await h.request('GET', '/api/insights/flow?from=2025-03-01&to=2025-02-01', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'to', reason: 'to must not be before from' });
    const long = await h.request('GET', '/api/insights/launches?from=2023-01-01&to=2025-02-01', { as: 'admin' });
    expect(await long.json()).toMatchObject({ field: 'to', reason: 'the range must be at most 731 days' });
    const badId = await h.request('GET', '/api/insights/ageing?from=2025-01-01&to=2025-02-01&ae=x', { as: 'admin' });
    expect(badId.status).toBe(400);
    expect((await h.request('GET', '/api/insights/workload?from=2025-01-01&to=2025-02-01')).status).toBe(401);
    expect((await h.request('GET', '/api/insights/cycleTime?from=2025-01-01&to=2025-02-01', { as: 'launch' })).status).toBe(403);
  });
});

/**
 * The paths decision 0632 added, against a second small history worked out by hand. Corporations
 * 9101 and 9102, providers 9101 and 9102, times in UTC; the clock is Mar 10 2025 at noon.
 * - P (9101, provider 9101; designer Dana, florist Flo, AE Ann): Ready for Design Jan 6, In Design Jan 8, Staged Jan 20, Live Feb 3.
 * - Q (9101, provider 9102; designer Dana): Ready for Design Jan 10, In Design Jan 12 and still there, launch date Mar 6.
 * - R (9102, provider 9101; designer Dana, AE Ann): Ready for Design Jan 13, In Design Jan 14, Missed Launch Feb 10, Live Feb 24.
 * - S (9102, provider 9102; florist Flo): Ready for Design Jan 20, In Design Mar 10 06:00, and a go-live stamped
 *   Mar 10 18:00, after the clock (a change stamped ahead of it); the site still says In Design.
 * Finished In Design stays took 12 (P), 27 (R) and 0.5 (S) days: their 80th percentile is 12 + 0.6 × 15 = 21 days.
 */
const slicedHistory: Record<string, Array<[status: string, at: string]>> = {
  P: [
    ['Ready for Design', '2025-01-06T00:00:00Z'],
    ['In Design', '2025-01-08T00:00:00Z'],
    ['Staged', '2025-01-20T00:00:00Z'],
    ['Live', '2025-02-03T00:00:00Z'],
  ],
  Q: [
    ['Ready for Design', '2025-01-10T00:00:00Z'],
    ['In Design', '2025-01-12T00:00:00Z'],
  ],
  R: [
    ['Ready for Design', '2025-01-13T00:00:00Z'],
    ['In Design', '2025-01-14T00:00:00Z'],
    ['Missed Launch', '2025-02-10T00:00:00Z'],
    ['Live', '2025-02-24T00:00:00Z'],
  ],
  S: [
    ['Ready for Design', '2025-01-20T00:00:00Z'],
    ['In Design', '2025-03-10T06:00:00Z'],
    ['Live', '2025-03-10T18:00:00Z'],
  ],
};

describe('/api/insights for a slice within a corporation, a provider, an AE and a small corporation', () => {
  let h: Harness;
  let dana: TestUser;
  let flo: TestUser;
  let ann: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await createHarness({ now: () => new Date('2025-03-10T12:00:00Z') });
    dana = await h.createUser('designer', 'Dana Designer');
    flo = await h.createUser('florist', 'Flo Florist');
    ann = await h.createUser('ae', 'Ann Executive');
    const { db } = h.deps;
    await db
      .insertInto('corporations')
      .values([
        { id: 9101, name: 'First Group' },
        { id: 9102, name: 'Second Group' },
      ])
      .execute();
    await db
      .insertInto('providers')
      .values([
        { id: 9101, name: 'Provider A', contact_email: null },
        { id: 9102, name: 'Provider B', contact_email: null },
      ])
      .execute();
    const sites = {
      P: { corporation_id: 9101, provider_id: 9101, designer_id: dana.id, florist_id: flo.id, ae_id: ann.id, launcher_label: 'Live' },
      Q: {
        corporation_id: 9101,
        provider_id: 9102,
        designer_id: dana.id,
        launcher_label: 'In Design',
        scheduled_launch_date: '2025-03-06',
      },
      R: { corporation_id: 9102, provider_id: 9101, designer_id: dana.id, ae_id: ann.id, launcher_label: 'Live' },
      S: { corporation_id: 9102, provider_id: 9102, florist_id: flo.id, launcher_label: 'In Design' },
    } as const;
    for (const [key, values] of Object.entries(sites)) ids[key] = await h.createSite({ name: `Site ${key}`, ...values });
    await db.deleteFrom('status_history').where('site_id', 'in', Object.values(ids)).execute();
    await db
      .insertInto('status_history')
      .values(
        Object.entries(slicedHistory).flatMap(([key, steps]) =>
          steps.map(([status, at]) => ({ site_id: ids[key] as number, status: status as never, changed_at: at })),
        ),
      )
      .execute();
    await refreshInsights(db);
  });
  afterAll(() => h.close());

  const get = async (chart: string, query: string, as: string | TestUser = 'admin') => {
    const res = await h.request('GET', `/api/insights/${chart}?${query}`, { as: as as never });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  it("answers a designer's slice within a corporation from their own sites (P and Q)", async () => {
    expect((await get('flow', 'corporation=9101&from=2025-01-12&to=2025-01-12', dana)).days).toEqual([
      { day: '2025-01-12', counts: { 'In Design': 2 } },
    ]);
    const cycle = await get('cycleTime', 'corporation=9101&from=2025-01-01&to=2025-03-10', dana);
    expect(cycle.months).toEqual([{ month: '2025-02', sites: 1, medianDays: 28, p80Days: 28 }]);
    expect(cycle.scatter).toEqual([{ siteId: ids.P, name: 'Site P', liveDay: '2025-02-03', days: 28 }]);
    expect(cycle.stages).toEqual([
      { status: 'Ready for Design', stays: 2, medianDays: 2, p80Days: 2 },
      { status: 'In Design', stays: 1, medianDays: 12, p80Days: 12 },
      { status: 'Staged', stays: 1, medianDays: 14, p80Days: 14 },
    ]);
    expect((await get('launches', 'corporation=9101&from=2025-02-03&to=2025-03-09', dana)).weeks).toEqual([
      { week: '2025-02-03', done: 1, scheduled: 0, missed: 0, capacity: 35 },
      { week: '2025-02-10', done: 0, scheduled: 0, missed: 0, capacity: 35 },
      { week: '2025-02-17', done: 0, scheduled: 0, missed: 0, capacity: 28 },
      { week: '2025-02-24', done: 0, scheduled: 0, missed: 0, capacity: 35 },
      { week: '2025-03-03', done: 0, scheduled: 1, missed: 0, capacity: 35 },
    ]);
    expect((await get('ageing', 'corporation=9101&from=2025-01-01&to=2025-03-10', dana)).sites).toEqual([
      { siteId: ids.Q, name: 'Site Q', status: 'In Design', ageDays: 57.5, p80Days: 21 },
    ]);
    // P went live on Feb 3, so only Q is open at the four points (the last one now).
    expect(await get('workload', 'corporation=9101&from=2025-02-17&to=2025-03-10', dana)).toEqual({
      weeks: ['2025-02-17', '2025-02-24', '2025-03-03', '2025-03-10'],
      people: [{ role: 'designer', userId: dana.id, name: 'Dana Designer', open: 1, trend: [1, 1, 1, 1] }],
    });
  });

  it("counts the trend's last point, now, with today's changes up to now and none stamped after it", async () => {
    // Flo's sites are P (live since Feb 3) and S: Ready for Design until 06:00 today, then In Design;
    // its go-live at 18:00 is after the clock, so S is still open now.
    expect(await get('workload', 'from=2025-02-17&to=2025-03-10', flo)).toEqual({
      weeks: ['2025-02-17', '2025-02-24', '2025-03-03', '2025-03-10'],
      people: [{ role: 'florist', userId: flo.id, name: 'Flo Florist', open: 1, trend: [1, 1, 1, 1] }],
    });
    // A month's start from the counts kept per month, then its days; today's moves end the day with S live.
    expect((await get('flow', 'from=2025-02-01&to=2025-02-03', flo)).days).toEqual([
      { day: '2025-02-01', counts: { Staged: 1, 'Ready for Design': 1 } },
      { day: '2025-02-02', counts: { Staged: 1, 'Ready for Design': 1 } },
      { day: '2025-02-03', counts: { Live: 1, 'Ready for Design': 1 } },
    ]);
    expect((await get('flow', 'from=2025-03-10&to=2025-03-10', flo)).days).toEqual([{ day: '2025-03-10', counts: { Live: 2 } }]);
  });

  it('walks the open stays of a provider, an AE and a corporation for the ageing list', async () => {
    const ageingQ = [{ siteId: ids.Q, name: 'Site Q', status: 'In Design', ageDays: 57.5, p80Days: 21 }];
    expect((await get('ageing', 'provider=9102&from=2025-01-01&to=2025-03-10')).sites).toEqual(ageingQ);
    expect((await get('ageing', 'provider=9101&from=2025-01-01&to=2025-03-10')).sites).toEqual([]);
    expect((await get('ageing', `ae=${ann.id}&from=2025-01-01&to=2025-03-10`)).sites).toEqual([]);
    expect((await get('ageing', 'corporation=9101&from=2025-01-01&to=2025-03-10')).sites).toEqual(ageingQ);
    expect((await get('flow', `ae=${ann.id}&from=2025-02-12&to=2025-02-12`)).days).toEqual([
      { day: '2025-02-12', counts: { Live: 1, 'Missed Launch': 1 } },
    ]);
  });

  it("reads one provider's or one AE's workload from the counts kept for them, and counts them beside another filter", async () => {
    const weeks = ['2025-02-17', '2025-02-24', '2025-03-03', '2025-03-10'];
    // Provider 9101 holds P (live since Feb 3) and R (open until its go-live on Feb 24): Dana's R at the first point only.
    const onlyR = { weeks, people: [{ role: 'designer', userId: dana.id, name: 'Dana Designer', open: 0, trend: [1, 0, 0, 0] }] };
    expect(await get('workload', 'provider=9101&from=2025-02-17&to=2025-03-10')).toEqual(onlyR);
    // Ann is the AE of P and R: the same; Flo's P was live before the first point.
    expect(await get('workload', `ae=${ann.id}&from=2025-02-17&to=2025-03-10`)).toEqual(onlyR);
    // Provider 9102 holds Q (Dana, In Design) and S (Flo, open now: its go-live is stamped after the clock).
    expect(await get('workload', 'provider=9102&from=2025-02-17&to=2025-03-10')).toEqual({
      weeks,
      people: [
        { role: 'designer', userId: dana.id, name: 'Dana Designer', open: 1, trend: [1, 1, 1, 1] },
        { role: 'florist', userId: flo.id, name: 'Flo Florist', open: 1, trend: [1, 1, 1, 1] },
      ],
    });
    // Beside a corporation nothing is kept: counted over the sites and stays, 9102 within 9101 is Q alone.
    expect(await get('workload', 'provider=9102&corporation=9101&from=2025-02-17&to=2025-03-10')).toEqual({
      weeks,
      people: [{ role: 'designer', userId: dana.id, name: 'Dana Designer', open: 1, trend: [1, 1, 1, 1] }],
    });
    expect(await get('workload', `provider=9101&ae=${ann.id}&from=2025-02-17&to=2025-03-10`)).toEqual(onlyR);
  });

  it("takes a corporation's months from the counts kept per month and day, and its launches per day", async () => {
    // R took 42 days from intake to go-live; S 49.75 (its go-live at 18:00 today is inside the range's last day).
    expect((await get('cycleTime', 'corporation=9102&from=2025-01-01&to=2025-03-10')).months).toEqual([
      { month: '2025-02', sites: 1, medianDays: 42, p80Days: 42 },
      { month: '2025-03', sites: 1, medianDays: 49.8, p80Days: 49.8 },
    ]);
    // A range that starts and ends inside months: Jan 15-31 and Feb 1-20 from the daily counts.
    expect((await get('cycleTime', 'corporation=9101&from=2025-01-15&to=2025-02-20')).months).toEqual([
      { month: '2025-02', sites: 1, medianDays: 28, p80Days: 28 },
    ]);
    expect((await get('launches', 'corporation=9102&from=2025-02-03&to=2025-03-09')).weeks).toEqual([
      { week: '2025-02-03', done: 0, scheduled: 0, missed: 0, capacity: 35 },
      { week: '2025-02-10', done: 0, scheduled: 0, missed: 1, capacity: 35 },
      { week: '2025-02-17', done: 0, scheduled: 0, missed: 0, capacity: 28 },
      { week: '2025-02-24', done: 1, scheduled: 0, missed: 0, capacity: 35 },
      { week: '2025-03-03', done: 0, scheduled: 0, missed: 0, capacity: 35 },
    ]);
  });
});
