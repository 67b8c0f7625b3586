import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteListResponse, siteListResponseSchema } from '../../domain/api/siteList.schema';
import type { Role } from '../../domain/roles';
import { createHarness, type Harness, type TestUser } from './harness';
import { tickChecklistItems } from './siteFixtures';

/** A fixed clock: latest_activity and the pretty dates are then exact. */
const now = new Date('2025-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('GET /api/sites', () => {
  let h: Harness;
  let otherDesigner: TestUser;
  const ids: Record<string, number> = {};

  const list = async (query: string, as: Role | TestUser = 'admin'): Promise<SiteListResponse> => {
    const res = await h.request('GET', `/api/sites${query}`, { as });
    expect(res.status).toBe(200);
    return v.parse(siteListResponseSchema, await res.json());
  };
  const listIds = async (query: string, as: Role | TestUser = 'admin') => (await list(query, as)).data.map((row) => row.id);
  /** Ids in the default order (newest first), for comparing with a filter's result. */
  const newestFirst = (...names: string[]) => names.map((name) => ids[name] as number).sort((a, b) => b - a);

  beforeAll(async () => {
    h = await createHarness({ now: () => now });
    const { designer, florist, ae, am, sdr, care } = h.users;
    otherDesigner = await h.createUser('designer', 'Other Designer');
    await h.handle.db.insertInto('providers').values({ id: 1, name: 'WebPro', contact_email: null }).execute();

    ids.oak = await h.createSite({
      name: 'Oak Grove Funeral Home',
      apex: 'oakgrove.com',
      city: 'Springfield',
      launcher_label: 'In Design',
      designer_id: designer.id,
      florist_id: florist.id,
      ae_id: ae.id,
      am_id: am.id,
      sdr_id: sdr.id,
      care_id: care.id,
      provider_id: 1,
      scheduled_launch_date: '2025-04-02',
      urgent_build: true,
      latest_activity_at: daysAgo(3),
    });
    ids.maple = await h.createSite({
      name: 'Maple & Sons',
      apex: 'maplesons.net',
      city: 'Shelbyville',
      launcher_label: 'Ready for Design',
      designer_id: otherDesigner.id,
      corporation_id: 2,
      scheduled_launch_date: '2025-03-20',
      latest_activity_at: daysAgo(30),
    });
    ids.live = await h.createSite({
      name: 'Cedar Chapel',
      apex: 'cedarchapel.org',
      city: 'Capital City',
      launcher_label: 'Live',
      coaching_sessions: true,
      hosted_obit_site: true,
      latest_activity_at: daysAgo(10),
    });
    ids.liveNoCoaching = await h.createSite({
      name: 'Birch Memorial',
      city: 'Ogdenville',
      launcher_label: 'Live',
      latest_activity_at: daysAgo(1),
    });
    ids.lost = await h.createSite({
      name: 'Willow Rest',
      launcher_label: 'Lost',
      scheduled_launch_date: '2025-03-01',
      latest_activity_at: daysAgo(2),
    });
    ids.test = await h.createSite({ name: 'Sandbox 50%_off', launcher_label: 'Test', latest_activity_at: daysAgo(5) });
    ids.staged = await h.createSite({
      name: 'Pine Hill',
      city: 'North Haverbrook',
      launcher_label: 'Staged',
      florist_id: florist.id,
      latest_activity_at: daysAgo(60),
    });

    // SEO: Oak has all three items (complete); Maple has two (outstanding); Cedar (live) has none.
    await tickChecklistItems(h, ids.oak, [13, 15, 16, 195]);
    await tickChecklistItems(h, ids.maple, [13, 15, 195, 190]);
    await tickChecklistItems(h, ids.staged, [195]);
    // Scrape requests: open on Oak and Pine Hill, complete on Maple; Cedar has none.
    await h.handle.db
      .insertInto('scrape_requests')
      .values([
        { site_id: ids.oak, type: 'obituaries' },
        { site_id: ids.staged, type: 'blogs' },
        { site_id: ids.maple, type: 'obituaries', completed: true, completed_at: new Date('2025-03-01T12:00:00Z') },
      ])
      .execute();
    await h.handle.db
      .insertInto('site_revisions')
      .values([
        { site_id: ids.oak, issue: 'Logo too small' },
        { site_id: ids.oak, issue: 'Wrong phone' },
        { site_id: ids.oak, issue: 'Typo', fixed: true },
      ])
      .execute();
  });
  afterAll(() => h.close());

  it('answers 401 without a session', async () => {
    const res = await h.request('GET', '/api/sites');
    expect(res.status).toBe(401);
  });

  it('returns every row field, formatted as the list shows it', async () => {
    const { data } = await list(`?query=${ids.oak}`);
    const row = data.find((r) => r.id === ids.oak);
    expect(row).toMatchObject({
      name: 'Oak Grove Funeral Home',
      apex: 'oakgrove.com',
      corporation_id: 1,
      provider: 'WebPro',
      launcher_label: 'In Design',
      latest_activity: 3,
      rooftops: 1,
      scheduled_launch_date: '20250402',
      pretty_scheduled_launch_date: 'Apr 2, 2025',
      urgent_build: true,
      hosted_obit_site: false,
      revisions_needed: 2,
      verification_needed: 1,
      site_checklist_ids: [13, 15, 16, 195],
      scrape_requested: true,
      is_test: false,
      type: 'funeral_home',
      designer_id: h.users.designer.id,
      designer_name: 'Test designer',
      florist_id: h.users.florist.id,
      florist_name: 'Test florist',
      ae_id: h.users.ae.id,
      ae_name: 'Test ae',
      am_id: h.users.am.id,
      am_name: 'Test am',
      care_id: h.users.care.id,
      care_name: 'Test care',
      sdrs_id: h.users.sdr.id,
      sdr_name: 'Test sdr',
    });
    expect(row?.pretty_date_created).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('leaves Test sites out by default, for admins too', async () => {
    const all = await listIds('');
    expect(all).toEqual(newestFirst('oak', 'maple', 'live', 'liveNoCoaching', 'lost', 'staged'));
  });

  it('includes Test sites with allSites or label=Test for admins only', async () => {
    expect(await listIds('?allSites=true')).toContain(ids.test);
    expect(await listIds('?label=Test')).toEqual([ids.test]);
    expect(await listIds('?allSites=1', 'designer')).not.toContain(ids.test);
    expect(await listIds('?label=Test', 'designer')).toEqual([]);
  });

  it('pages with perPage and reports the total over all pages', async () => {
    const first = await list('?perPage=2&page=1');
    const second = await list('?perPage=2&page=2');
    const last = await list('?perPage=2&page=3');
    expect(first.totalSites).toBe(6);
    expect(second.totalSites).toBe(6);
    expect([...first.data, ...second.data, ...last.data].map((r) => r.id)).toEqual(
      newestFirst('oak', 'maple', 'live', 'liveNoCoaching', 'lost', 'staged'),
    );
    const beyond = await list('?perPage=2&page=9');
    expect(beyond).toEqual({ data: [], totalSites: 6 });
    expect((await list('')).data).toHaveLength(6);
  });

  it('searches the id exactly, and name, apex and city case-insensitively', async () => {
    expect(await listIds(`?query=${ids.maple}`)).toEqual([ids.maple]);
    expect(await listIds('?query=oak%20GROVE')).toEqual([ids.oak]);
    expect(await listIds('?query=maplesons.n')).toEqual([ids.maple]);
    expect(await listIds('?query=haverbrook')).toEqual([ids.staged]);
    expect(await listIds('?query=%20%20')).toHaveLength(6);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect(await listIds('?query=50%25_&allSites=true')).toEqual([ids.test]);
    expect(await listIds('?query=%25')).toEqual([]);
  });

  it('filters by each person role, by id and by none', async () => {
    const { designer, florist, ae, am, sdr, care } = h.users;
    expect(await listIds(`?designer=${designer.id}`)).toEqual([ids.oak]);
    expect(await listIds(`?designer=${otherDesigner.id}`)).toEqual([ids.maple]);
    expect(await listIds('?designer=none')).toEqual(newestFirst('live', 'liveNoCoaching', 'lost', 'staged'));
    expect(await listIds(`?florist=${florist.id}`)).toEqual(newestFirst('oak', 'staged'));
    expect(await listIds('?florist=none')).toEqual(newestFirst('maple', 'live', 'liveNoCoaching', 'lost'));
    for (const [param, user] of [
      ['ae', ae],
      ['am', am],
      ['sdr', sdr],
      ['care', care],
    ] as const) {
      expect(await listIds(`?${param}=${user.id}`)).toEqual([ids.oak]);
      expect(await listIds(`?${param}=none`)).toEqual(newestFirst('maple', 'live', 'liveNoCoaching', 'lost', 'staged'));
    }
  });

  it('filters by one status or a comma list', async () => {
    expect(await listIds('?label=Live')).toEqual(newestFirst('live', 'liveNoCoaching'));
    expect(await listIds('?label=Live,Lost')).toEqual(newestFirst('live', 'liveNoCoaching', 'lost'));
    expect(await listIds('?label=In%20Design,%20Staged')).toEqual(newestFirst('oak', 'staged'));
  });

  it('filters by corporation, urgent build and hosted obituary sites', async () => {
    expect(await listIds('?corporation=2')).toEqual([ids.maple]);
    expect(await listIds('?urgent_build_filter=true')).toEqual([ids.oak]);
    expect(await listIds('?urgent_build_filter=false')).toHaveLength(6);
    expect(await listIds('?exclude_hosted_obit_sites=1')).toEqual(newestFirst('oak', 'maple', 'liveNoCoaching', 'lost', 'staged'));
  });

  it('orders by latest activity, the longest idle first', async () => {
    expect(await listIds('?orderByLatestActivity=true')).toEqual(
      ['staged', 'maple', 'live', 'oak', 'lost', 'liveNoCoaching'].map((name) => ids[name]),
    );
  });

  it('launchSchedule leaves out Lost and Test and orders by launch date, unscheduled last', async () => {
    expect(await listIds('?launchSchedule=true&allSites=true')).toEqual([
      ids.maple,
      ids.oak,
      ...newestFirst('live', 'liveNoCoaching', 'staged'),
    ]);
  });

  it('preLiveSeo and postLiveSeo list sites with SEO items 13, 15, 16 outstanding, before and after go-live', async () => {
    expect(await listIds('?preLiveSeo=true')).toEqual(newestFirst('maple', 'staged'));
    expect(await listIds('?postLiveSeo=true')).toEqual(newestFirst('live', 'liveNoCoaching'));
  });

  it('the *MySites flags list the caller’s own sites in that role', async () => {
    expect(await listIds('?designerMySites=true', 'designer')).toEqual([ids.oak]);
    expect(await listIds('?designerMySites=true', otherDesigner)).toEqual([ids.maple]);
    expect(await listIds('?aeMySites=true', 'ae')).toEqual([ids.oak]);
    expect(await listIds('?careMySites=true', 'care')).toEqual([ids.oak]);
    expect(await listIds('?sdrMySites=true', 'sdr')).toEqual([ids.oak]);
    expect(await listIds('?aeMySites=true', 'designer')).toEqual([]);
  });

  it('scrapeRequest lists sites with an open scrape request', async () => {
    expect(await listIds('?scrapeRequest=true')).toEqual(newestFirst('oak', 'staged'));
  });

  it('unassignedSitesFlorist lists sites without a florist, Test and Lost left out', async () => {
    expect(await listIds('?unassignedSitesFlorist=true&allSites=true')).toEqual(newestFirst('maple', 'live', 'liveNoCoaching'));
  });

  it('coachingSessions lists Live sites that take coaching', async () => {
    expect(await listIds('?coachingSessions=true')).toEqual([ids.live]);
  });

  it('combines filters with AND', async () => {
    expect(await listIds(`?label=Live&query=cedar`)).toEqual([ids.live]);
    expect(await listIds(`?label=Live&query=oak`)).toEqual([]);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?perPage=101', 'perPage'],
    ['?perPage=0', 'perPage'],
    ['?label=Nope', 'label'],
    ['?label=Live,Nope', 'label'],
    ['?designer=bob', 'designer'],
    ['?care=-1', 'care'],
    ['?corporation=x', 'corporation'],
    ['?urgent_build_filter=yes', 'urgent_build_filter'],
    ['?coachingSessions=2', 'coachingSessions'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const res = await h.request('GET', `/api/sites${query}`, { as: 'admin' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });
});
