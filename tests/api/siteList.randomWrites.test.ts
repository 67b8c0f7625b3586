import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';
import { tickChecklistItems } from './siteFixtures';

interface ListAnswer {
  data: { id: number; note: string | null; site_checklist_ids: number[]; designer_id: number | null }[];
  totalSites: number;
}

/** A small deterministic generator (mulberry32), so a failing sequence of writes can be replayed. */
const randomFrom = (seed: number) => {
  let state = seed;
  return (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Two checklist items ('scrape started' and 'scrape finished'), ticked and unticked at random: a row shows its ticked ids. */
const scrapeStarted = 195;
const scrapeFinished = 190;

/**
 * Issue 31: a write forgets only what it can change (migration 0036, decision 0515). Random
 * writes of every kind the office makes, straight in the database as another instance would, and
 * after each one every total the list answers for a set of filters must equal count(*) in SQL,
 * and page 1 must show the rows as they are now.
 */
describe('site list totals after random writes', () => {
  let h: Harness;
  let designers: number[];
  const statuses = ['In Design', 'Live', 'Test', 'Lost', 'Ready for Design'] as const;
  beforeAll(async () => {
    h = await createHarness();
    designers = [(await h.createUser('designer', 'Dee One')).id, (await h.createUser('designer', 'Dee Two')).id];
    await h.handle.db
      .insertInto('sites')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          name: i % 4 === 0 ? `Oak Chapel ${i}` : `Funeral Home ${i}`,
          launcher_label: statuses[i % statuses.length],
          designer_id: i % 3 === 2 ? null : designers[i % 2],
          urgent_build: i % 5 === 0,
        })),
      )
      .execute();
    // The catalogue rows the ticks refer to, through one site that is then deleted.
    const scratch = await h.createSite({ name: 'Scratch' });
    await tickChecklistItems(h, scratch, [scrapeStarted, scrapeFinished]);
    await h.handle.db.deleteFrom('sites').where('id', '=', scratch).execute();
  });
  afterAll(() => h.close());

  const visible = sql<SqlBool>`launcher_label <> 'Test'`;
  /** Each filter's query string and the same sites in plain SQL. */
  const filters = (): [string, RawBuilder<SqlBool>][] => [
    ['', visible],
    ['label=Live', sql`launcher_label = 'Live'`],
    ['label=In%20Design,Ready%20for%20Design', sql`launcher_label in ('In Design', 'Ready for Design')`],
    ['label=Test', sql`launcher_label = 'Test'`],
    [`designer=${designers[0]}`, sql`${visible} and designer_id = ${designers[0]}`],
    ['designer=none', sql`${visible} and designer_id is null`],
    ['query=chapel', sql`${visible} and name ilike '%chapel%'`],
    ['urgent_build_filter=true', sql`${visible} and urgent_build`],
    ['scrapeRequest=true', sql`${visible} and exists (select 1 from scrape_requests r where r.site_id = sites.id and not r.completed)`],
  ];

  const countOf = async (where: RawBuilder<SqlBool>) =>
    Number((await sql<{ n: string }>`select count(*) as n from sites where ${where}`.execute(h.handle.db)).rows[0]?.n);
  const list = async (query: string): Promise<ListAnswer> => {
    const res = await h.request('GET', `/api/sites?perPage=20&${query}`, { as: 'admin' });
    expect(res.status).toBe(200);
    return (await res.json()) as ListAnswer;
  };

  const expectListsExact = async () => {
    for (const [query, where] of filters()) expect([query, (await list(query)).totalSites]).toEqual([query, await countOf(where)]);
    const page = await list('');
    const rows = await h.handle.db
      .selectFrom('sites')
      .select((eb) => [
        'id',
        'note',
        'designer_id',
        eb.fn
          .coalesce(
            sql<
              number[]
            >`(select array_agg(t.item_id order by t.item_id) from site_checklist_ticks t where t.site_id = sites.id and t.checked)`,
            sql<number[]>`'{}'::int[]`,
          )
          .as('ticks'),
      ])
      .where(visible)
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    expect(page.data.map((row) => [row.id, row.note, row.designer_id, row.site_checklist_ids])).toEqual(
      rows.map((row) => [row.id, row.note, row.designer_id, row.ticks]),
    );
  };

  it('answers every total as count(*) gives it after each of 50 random writes', async () => {
    const random = randomFrom(31);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const db = h.handle.db;
    const someSite = async () => {
      const ids = (await db.selectFrom('sites').select('id').orderBy('id').execute()).map((row) => row.id);
      return pick(ids);
    };
    const writes = [
      async () =>
        db
          .updateTable('sites')
          .set({ note: `note ${random()}` })
          .where('id', '=', await someSite())
          .execute(),
      async () =>
        db
          .insertInto('site_checklist_ticks')
          .values({ site_id: await someSite(), item_id: pick([scrapeStarted, scrapeFinished]), checked: true })
          .onConflict((oc) => oc.columns(['site_id', 'item_id']).doUpdateSet((eb) => ({ checked: eb.not('site_checklist_ticks.checked') })))
          .execute(),
      async () =>
        db
          .updateTable('sites')
          .set({ launcher_label: pick(statuses) })
          .where('id', '=', await someSite())
          .execute(),
      async () =>
        db
          .updateTable('sites')
          .set({ designer_id: pick([...designers, null]) })
          .where('id', '=', await someSite())
          .execute(),
      async () =>
        db
          .updateTable('sites')
          .set({ urgent_build: random() < 0.5 })
          .where('id', '=', await someSite())
          .execute(),
      async () =>
        db
          .updateTable('sites')
          .set({ name: pick(['Elm Chapel', 'Elm Funeral Home']) })
          .where('id', '=', await someSite())
          .execute(),
      async () =>
        h.createSite({ name: pick(['New Chapel', 'New Home']), launcher_label: pick(statuses), designer_id: pick([...designers, null]) }),
      async () =>
        db
          .deleteFrom('sites')
          .where('id', '=', await someSite())
          .execute(),
    ];
    await expectListsExact();
    for (let i = 0; i < 50; i++) {
      await pick(writes)();
      await expectListsExact();
    }
  });
});
