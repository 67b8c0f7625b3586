import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteListResponseSchema } from '../../domain/api/siteList.schema';
import { createHarness, type Harness } from './harness';

/** Today is 2025-03-10 on this clock: the launch windows split there. */
const now = new Date('2025-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('GET /api/sites sort, order and launches (issue 18)', () => {
  let h: Harness;
  const ids: Record<string, number> = {};

  const listIds = async (query: string): Promise<number[]> => {
    const res = await h.request('GET', `/api/sites${query}`, { as: 'admin' });
    expect(res.status).toBe(200);
    return v.parse(siteListResponseSchema, await res.json()).data.map((row) => row.id);
  };
  const idsOf = (...names: string[]) => names.map((name) => ids[name] as number);

  beforeAll(async () => {
    h = await createHarness({ now: () => now });
    // Created in this order, so ids ascend alder < birch < cypress < dogwood < elm < fir.
    ids.alder = await h.createSite({
      name: 'Alder Chapel',
      launcher_label: 'Ready for Design',
      scheduled_launch_date: '2025-03-05',
      latest_activity_at: daysAgo(5),
    });
    ids.birch = await h.createSite({
      name: 'Birch Memorial',
      launcher_label: 'In Design',
      scheduled_launch_date: '2025-03-10',
      latest_activity_at: daysAgo(1),
    });
    ids.cypress = await h.createSite({
      name: 'Cypress Home',
      launcher_label: 'Staged',
      scheduled_launch_date: '2025-03-25',
      latest_activity_at: daysAgo(20),
    });
    ids.dogwood = await h.createSite({ name: 'Dogwood Rest', launcher_label: 'Approved', latest_activity_at: daysAgo(2) });
    ids.elm = await h.createSite({
      name: 'Elm Gardens',
      launcher_label: 'Lost',
      scheduled_launch_date: '2025-03-15',
      latest_activity_at: daysAgo(30),
    });
    ids.fir = await h.createSite({ name: 'Fir Grove', launcher_label: 'In Design', latest_activity_at: daysAgo(3) });
  });
  afterAll(() => h.close());

  it('sorts by name both ways', async () => {
    expect(await listIds('?sort=name')).toEqual(idsOf('alder', 'birch', 'cypress', 'dogwood', 'elm', 'fir'));
    expect(await listIds('?sort=name&order=desc')).toEqual(idsOf('fir', 'elm', 'dogwood', 'cypress', 'birch', 'alder'));
  });

  it('sorts by id both ways', async () => {
    expect(await listIds('?sort=id&order=asc')).toEqual(idsOf('alder', 'birch', 'cypress', 'dogwood', 'elm', 'fir'));
    expect(await listIds('?sort=id&order=desc')).toEqual(idsOf('fir', 'elm', 'dogwood', 'cypress', 'birch', 'alder'));
  });

  it('sorts status in lifecycle order, ties newest id first', async () => {
    // Ready for Design, In Design (Fir is newer than Birch), Staged, Approved, Lost.
    expect(await listIds('?sort=status')).toEqual(idsOf('alder', 'fir', 'birch', 'cypress', 'dogwood', 'elm'));
    expect(await listIds('?sort=status&order=desc')).toEqual(idsOf('elm', 'dogwood', 'cypress', 'fir', 'birch', 'alder'));
  });

  it('sorts by launch date with unscheduled sites last both ways', async () => {
    expect(await listIds('?sort=launchDate')).toEqual(idsOf('alder', 'birch', 'elm', 'cypress', 'fir', 'dogwood'));
    expect(await listIds('?sort=launchDate&order=desc')).toEqual(idsOf('cypress', 'elm', 'birch', 'alder', 'fir', 'dogwood'));
  });

  it('sorts by latest activity, ascending the most recent first', async () => {
    expect(await listIds('?sort=latestActivity')).toEqual(idsOf('birch', 'dogwood', 'fir', 'alder', 'cypress', 'elm'));
    expect(await listIds('?sort=latestActivity&order=desc')).toEqual(idsOf('elm', 'cypress', 'alder', 'fir', 'dogwood', 'birch'));
  });

  it('launches=upcoming keeps today onwards, soonest first, then the unscheduled', async () => {
    expect(await listIds('?launchSchedule=true&launches=upcoming')).toEqual(idsOf('birch', 'cypress', 'fir', 'dogwood'));
  });

  it('launches=past keeps the dates gone by, most recent first', async () => {
    const pastLaunch = await h.createSite({ name: 'Hazel Hill', launcher_label: 'Missed Launch', scheduled_launch_date: '2025-02-01' });
    expect(await listIds('?launchSchedule=true&launches=past')).toEqual([ids.alder, pastLaunch]);
    await h.handle.db.deleteFrom('sites').where('id', '=', pastLaunch).execute();
  });

  it('launches defaults to all: every launch-ordered site, Lost left out', async () => {
    expect(await listIds('?launchSchedule=true')).toEqual(idsOf('alder', 'birch', 'cypress', 'fir', 'dogwood'));
    expect(await listIds('?launchSchedule=true&launches=all')).toEqual(idsOf('alder', 'birch', 'cypress', 'fir', 'dogwood'));
  });

  it('a header sort replaces the launch order and keeps the window', async () => {
    expect(await listIds('?launchSchedule=true&launches=upcoming&sort=name')).toEqual(idsOf('birch', 'cypress', 'dogwood', 'fir'));
  });

  it.each([
    ['?sort=rooftops', 'sort'],
    ['?sort=name&order=up', 'order'],
    ['?launchSchedule=true&launches=soon', 'launches'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const res = await h.request('GET', `/api/sites${query}`, { as: 'admin' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it('answers 401 without a session', async () => {
    expect((await h.request('GET', '/api/sites?sort=name')).status).toBe(401);
  });
});
