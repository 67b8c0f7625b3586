import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createHarness, type Harness } from './harness';

describe('GET /api/sites/export', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ now: () => new Date('2026-11-23T10:00:00Z') });
  });
  afterAll(() => h.close());

  const exportOf = (query: string, as: 'admin' | 'care' | 'designer' = 'admin') => h.request('GET', `/api/sites/export?${query}`, { as });
  const linesOf = (text: string) => text.split('\r\n').slice(0, -1);

  it('streams every matching row, all pages, in the list order, with the screen columns and an Excel-safe, UTF-8 header row', async () => {
    const designer = await h.createUser('designer', 'Zoë Designer');
    const first = await h.createSite({
      name: 'Emberly Chapel',
      rooftops: 2,
      launcher_label: 'Live',
      designer_id: designer.id,
      scheduled_launch_date: '2026-12-01',
    });
    const formula = await h.createSite({ name: '=HYPERLINK("http://x") Emberly', launcher_label: 'Staged' });
    await h.createSite({ name: 'Emberly Test', launcher_label: 'Test' });
    const res = await exportOf('screen=allSites&query=emberly&page=3&perPage=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="all-sites-2026-11-23.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(linesOf(text.slice(1))).toEqual([
      'ID,Name,Rooftops,Status,Designer,Members,Launch Date,Info',
      `${formula},"'=HYPERLINK(""http://x"") Emberly",1,Staged,,,,Domain: pending; Scrape: pending; Florist: pending; Pre-live SEO: pending`,
      `${first},Emberly Chapel,2,Live,Zoë Designer,Designer: Zoë Designer,"Dec 1, 2026",Domain: pending; Scrape: pending; Florist: pending; Pre-live SEO: pending`,
    ]);
  });

  it('names the file after the screen heading and heads the person column after the viewer role', async () => {
    const care = await h.createUser('care', 'Quinn QA');
    const site = await h.createSite({ name: 'Rowanfield Home', launcher_label: 'Final QA', care_id: care.id });
    const qa = await exportOf('screen=readyForQa&query=rowanfield&label=Pre-Staging QA,Final QA', 'care');
    expect(qa.headers.get('content-disposition')).toBe('attachment; filename="ready-for-qa-2026-11-23.csv"');
    expect(linesOf((await qa.text()).replace(/^\uFEFF/, ''))).toEqual([
      'ID,Name,Rooftops,Status,Members,Launch Date,Info,Assign',
      `${site},Rowanfield Home,1,Final QA,QA: Quinn QA,,Domain: pending; Scrape: pending; Florist: pending; Pre-live SEO: pending,Quinn QA`,
    ]);
    const floral = await exportOf('screen=readyForFloral&query=nothing-matches-this', 'care');
    expect(floral.headers.get('content-disposition')).toBe('attachment; filename="ready-for-floral-2026-11-23.csv"');
    expect(linesOf((await floral.text()).replace(/^\uFEFF/, ''))).toEqual(['ID,Name,Rooftops,Status,Members,Launch Date,Info,Assign']);
  });

  it('writes as many rows as the list total, past one batch', async () => {
    await h.handle.db
      .insertInto('sites')
      .values(
        Array.from({ length: 1234 }, (_, index) => ({ name: `Batchwood ${index}`, launcher_label: index % 2 ? 'Live' : 'In Design' })),
      )
      .execute();
    const list = (await (await h.request('GET', '/api/sites?query=batchwood&label=Live', { as: 'designer' })).json()) as {
      totalSites: number;
    };
    const lines = linesOf((await (await exportOf('screen=allSites&query=batchwood&label=Live', 'designer')).text()).replace(/^\uFEFF/, ''));
    expect(list.totalSites).toBe(617);
    expect(lines).toHaveLength(1 + 617);
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(617);
  });

  it('walks every order in chunks exactly as the list pages it: ties, missing dates and microsecond times included', async () => {
    const statuses = ['Live', 'In Design', 'Staged', 'Ready for Design'] as const;
    await h.handle.db
      .insertInto('sites')
      .values(
        Array.from({ length: 1100 }, (_, index) => ({
          // Seven names, no date on a quarter of the rows and nine shared by the rest, activity times a microsecond apart.
          name: `Keysetwood ${index % 7}`,
          launcher_label: statuses[index % statuses.length] ?? 'Live',
          scheduled_launch_date: index % 4 === 0 ? null : `2026-12-${String(1 + (index % 9)).padStart(2, '0')}`,
          latest_activity_at: sql<Date>`${'2026-11-01T00:00:00Z'}::timestamptz + ${index % 11} * interval '1 microsecond'`,
        })),
      )
      .execute();
    const orders = [
      'sort=name&order=asc',
      'sort=name&order=desc',
      'sort=status&order=asc',
      'sort=launchDate&order=asc',
      'sort=launchDate&order=desc',
      'sort=latestActivity&order=asc',
      'sort=latestActivity&order=desc',
      'sort=id&order=asc',
      'launchSchedule=true&launches=all',
      'launchSchedule=true&launches=past',
      'orderByLatestActivity=true',
    ];
    for (const order of orders) {
      const filters = `query=keysetwood&${order}`;
      const listed: number[] = [];
      for (let page = 1; ; page += 1) {
        const answer = (await (await h.request('GET', `/api/sites?${filters}&perPage=100&page=${page}`, { as: 'admin' })).json()) as {
          data: Array<{ id: number }>;
        };
        listed.push(...answer.data.map((row) => row.id));
        if (answer.data.length < 100) break;
      }
      const lines = linesOf((await (await exportOf(`screen=allSites&${filters}`)).text()).replace(/^\uFEFF/, ''));
      expect(
        lines.slice(1).map((line) => Number(line.split(',')[0])),
        order,
      ).toEqual(listed);
    }
  });

  it.each([
    ['query=x', 'screen'],
    ['screen=nowhere', 'screen'],
    ['screen=allSites&label=Nope', 'label'],
    ['screen=allSites&designer=someone', 'designer'],
  ])('400 naming the field for ?%s', async (query, field) => {
    const res = await exportOf(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it("keeps to what the role may read: every role may export (no 403), but Test sites only an admin's", async () => {
    const test = await h.createSite({ name: 'Quarrowby Test', launcher_label: 'Test' });
    const live = await h.createSite({ name: 'Quarrowby Live', launcher_label: 'Live' });
    const idsOf = async (query: string, as: 'admin' | 'care' | 'designer') =>
      linesOf((await (await exportOf(query, as)).text()).replace(/^\uFEFF/, ''))
        .slice(1)
        .map((line) => Number(line.split(',')[0]));
    expect(await idsOf('screen=allSites&query=quarrowby&label=Test', 'admin')).toEqual([test]);
    expect(await idsOf('screen=allSites&query=quarrowby&allSites=true', 'admin')).toEqual([live, test]);
    for (const role of ['care', 'designer'] as const) {
      const asked = await exportOf('screen=allSites&query=quarrowby&label=Test', role);
      expect(asked.status).toBe(200);
      expect(await idsOf('screen=allSites&query=quarrowby&label=Test', role)).toEqual([]);
      expect(await idsOf('screen=allSites&query=quarrowby&allSites=true', role)).toEqual([live]);
    }
  });

  it('401 without a session', async () => {
    expect((await h.request('GET', '/api/sites/export?screen=allSites')).status).toBe(401);
  });
});
