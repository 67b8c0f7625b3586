import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteStatus } from '../../domain/siteStatus';
import { refreshInsights } from '../../server/insights/refreshInsights';
import { createHarness, type Harness, type TestUser } from './harness';

/**
 * My Sites' 'This week' (issue 35) against a small world with answers worked out by hand. The
 * clock is Wednesday 25 November 2026, so the week is Monday 23 to Sunday 29 November.
 *
 * Dana the designer's sites (status, launch date, revisions, current stay since):
 * - S1 In Design, Mon 23 Nov, one unfixed and one fixed unverified, since 20 Nov (5 days; In Design's 80th percentile is 10)
 * - S2 100% Ready, Sun 29 Nov, two unfixed (no finished 100% Ready stay: no percentile)
 * - S3 Live, Tue 24 Nov (went live this week), one unfixed
 * - S4 Lost, Wed 25 Nov, one unfixed (Lost: no launch, nothing waits)
 * - S5 Approved, Mon 30 Nov (next week), one fixed and verified
 * - S6 Staged, Sun 22 Nov (last week), one fixed unverified, since 10 Nov (15 days; Staged's 80th percentile is 2)
 * - S8 In Design, unscheduled, since 1 Nov (24 days)
 * Casey (QA) holds S1, S2, S5 and S6; Flora (floral) holds S1 and S8. S7, another designer's, launches
 * on Wed 25 Nov with an unfixed revision. Five finished sites give the percentiles: 10 days In
 * Design, 2 days Staged.
 */
const now = new Date('2026-11-25T12:00:00Z');

describe('GET /api/mySites/week', () => {
  let h: Harness;
  let dana: TestUser;
  let casey: TestUser;
  let flora: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await createHarness({ now: () => now });
    dana = await h.createUser('designer', 'Dana Designer');
    casey = await h.createUser('care', 'Casey Care');
    flora = await h.createUser('florist', 'Flora Florist');
    const { db } = h.deps;
    const site = async (key: string, launcher_label: SiteStatus, values: Record<string, unknown>, history: Array<[SiteStatus, string]>) => {
      ids[key] = await h.createSite({ name: `Week ${key}`, launcher_label, ...values });
      // The history as it happened, in place of the row the trigger wrote when the test made the site.
      await db.deleteFrom('status_history').where('site_id', '=', ids[key]).execute();
      await db
        .insertInto('status_history')
        .values(history.map(([status, day]) => ({ site_id: ids[key] as number, status, changed_at: `${day}T00:00:00Z` })))
        .execute();
    };
    const revisions = async (key: string, flags: Array<{ fixed: boolean; verified: boolean }>) => {
      for (const { fixed, verified } of flags) {
        await db
          .insertInto('site_revisions')
          .values({ site_id: ids[key] as number, issue: `Fix the header of ${key}`, fixed, verified })
          .execute();
      }
    };
    const unfixed = { fixed: false, verified: false };
    const unverified = { fixed: true, verified: false };
    const done = { fixed: true, verified: true };

    for (let day = 1; day <= 5; day++) {
      await site(`O${day}`, 'Live', { designer_id: h.users.designer.id }, [
        ['In Design', `2026-10-0${day}`],
        ['Staged', `2026-10-${10 + day}`],
        ['Live', `2026-10-${12 + day}`],
      ]);
    }
    const mine = { designer_id: dana.id };
    await site('S1', 'In Design', { ...mine, care_id: casey.id, florist_id: flora.id, scheduled_launch_date: '2026-11-23' }, [
      ['In Design', '2026-11-20'],
    ]);
    await site('S2', '100% Ready', { ...mine, care_id: casey.id, scheduled_launch_date: '2026-11-29' }, [['100% Ready', '2026-11-01']]);
    await site('S3', 'Live', { ...mine, scheduled_launch_date: '2026-11-24' }, [['Live', '2026-11-24']]);
    await site('S4', 'Lost', { ...mine, scheduled_launch_date: '2026-11-25' }, [['Lost', '2026-11-02']]);
    await site('S5', 'Approved', { ...mine, care_id: casey.id, scheduled_launch_date: '2026-11-30' }, [['Approved', '2026-11-24']]);
    await site('S6', 'Staged', { ...mine, care_id: casey.id, scheduled_launch_date: '2026-11-22' }, [['Staged', '2026-11-10']]);
    await site('S7', 'Approved', { designer_id: h.users.designer.id, scheduled_launch_date: '2026-11-25' }, [['Approved', '2026-11-01']]);
    await site('S8', 'In Design', { ...mine, florist_id: flora.id }, [['In Design', '2026-11-01']]);
    await revisions('S1', [unfixed, unverified]);
    await revisions('S2', [unfixed, unfixed]);
    await revisions('S3', [unfixed]);
    await revisions('S4', [unfixed]);
    await revisions('S5', [done]);
    await revisions('S6', [unverified]);
    await revisions('S7', [unfixed]);
    await refreshInsights(db);
  });
  afterAll(() => h.close());

  const week = async (as: TestUser, query = '') => {
    const res = await h.request('GET', `/api/mySites/week${query}`, { as });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  /** The sites of a list request, by their keys. */
  const listed = async (as: TestUser, query: string) => {
    const res = await h.request('GET', `/api/sites?perPage=100&${query}`, { as });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data, totalSites } = (await res.json()) as { data: Array<{ id: number }>; totalSites: number };
    const keys = data.map((row) => Object.keys(ids).find((key) => ids[key] === row.id)).sort();
    expect(totalSites).toBe(keys.length);
    return keys;
  };

  it("counts a designer's launches this week, sites with revisions to fix and ageing sites", async () => {
    expect(await week(dana)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      launches: 3,
      revisions: { waitingFor: 'unfixed', sites: 3 },
      ageing: 2,
    });
  });

  it('counts what waits on QA: fixed revisions not yet verified', async () => {
    expect(await week(casey)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      launches: 2,
      revisions: { waitingFor: 'unverified', sites: 2 },
      ageing: 1,
    });
  });

  it('has no revisions card for a role nothing in a revision waits on', async () => {
    expect(await week(flora)).toEqual({ from: '2026-11-23', to: '2026-11-29', launches: 1, revisions: null, ageing: 1 });
  });

  it('counts the week of the day asked about', async () => {
    expect(await week(dana, '?day=2026-12-06')).toMatchObject({ from: '2026-11-30', to: '2026-12-06', launches: 1 });
    expect(await week(dana, '?day=2026-11-22')).toMatchObject({ from: '2026-11-16', to: '2026-11-22', launches: 1 });
  });

  it('lists the sites each card counts', async () => {
    expect(await listed(dana, 'designerMySites=1&launchWeek=2026-11-25')).toEqual(['S1', 'S2', 'S3', 'S4']);
    expect(await listed(dana, 'designerMySites=1&launchWeek=2026-11-25&label=In Design,100% Ready,Live')).toEqual(['S1', 'S2', 'S3']);
    expect(await listed(dana, 'designerMySites=1&revisions=unfixed')).toEqual(['S1', 'S2', 'S3', 'S4']);
    expect(await listed(casey, 'careMySites=1&revisions=unverified')).toEqual(['S1', 'S6']);
    expect(await listed(dana, 'designerMySites=1&ageing=1')).toEqual(['S6', 'S8']);
    expect(await listed(flora, `florist=${flora.id}&ageing=true`)).toEqual(['S8']);
  });

  it('reads revisions as they are now, not as a remembered list had them', async () => {
    const query = 'careMySites=1&revisions=unverified&label=Staged';
    expect(await listed(casey, query)).toEqual(['S6']);
    await h.deps.db
      .updateTable('site_revisions')
      .set({ verified: true })
      .where('site_id', '=', ids.S6 as number)
      .execute();
    expect(await listed(casey, query)).toEqual([]);
    expect(await week(casey)).toMatchObject({ revisions: { waitingFor: 'unverified', sites: 1 } });
    await h.deps.db
      .updateTable('site_revisions')
      .set({ verified: false })
      .where('site_id', '=', ids.S6 as number)
      .execute();
  });

  it('answers 400 naming the day when it is not a real date', async () => {
    for (const day of ['soon', '2026-02-30', '25/11/2026']) {
      const res = await h.request('GET', `/api/mySites/week?day=${day}`, { as: dana });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'day' });
    }
    const list = await h.request('GET', '/api/sites?revisions=maybe', { as: dana });
    expect(list.status).toBe(400);
    expect(await list.json()).toMatchObject({ field: 'revisions', reason: "must be 'unfixed' or 'unverified'" });
  });

  it('answers 401 without a session', async () => {
    expect((await h.request('GET', '/api/mySites/week')).status).toBe(401);
  });

  it('answers 403 to the roles no site is assigned to', async () => {
    for (const role of ['admin', 'executive', 'launch'] as const) {
      expect((await h.request('GET', '/api/mySites/week', { as: role })).status).toBe(403);
    }
  });
});
