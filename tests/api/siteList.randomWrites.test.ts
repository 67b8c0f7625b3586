import { randomUUID } from 'node:crypto';
import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import type { Database } from '../../server/db/schema';
import { foldFacetCounts } from '../../server/siteList/facetCounts';
import { siteListTotals } from '../../server/siteList/siteListQuery';
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
 * Issue 31: a write forgets only what it can change (migration 0036, decision 0515), and a total
 * the maintained counts cover is read from them (migration 0048, decision 0561). Random writes of
 * every kind the office makes, straight in the database as another instance would, and after each
 * one every total the list answers for a set of filters must equal count(*) in SQL, both ways of
 * finding it (the counts and counting the rows) must give it, and page 1 must show the rows as
 * they are now.
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
          hosted_obit_site: i % 7 === 0,
        })),
      )
      .execute();
    // The catalogue rows the ticks refer to, through one site that is then deleted.
    const scratch = await h.createSite({ name: 'Scratch' });
    await tickChecklistItems(h, scratch, [scrapeStarted, scrapeFinished]);
    await h.handle.db.deleteFrom('sites').where('id', '=', scratch).execute();
  });
  afterAll(() => h.close());

  const admin = () => ({ id: h.users.admin.id, role: 'admin' as const });
  const visible = sql<SqlBool>`launcher_label <> 'Test'`;
  /** Each filter's query string, the same sites in plain SQL, and which way the list finds its total. */
  const filters = (): [string, RawBuilder<SqlBool>, 'counts' | 'rows'][] => [
    ['', visible, 'counts'],
    ['label=Live', sql`launcher_label = 'Live'`, 'counts'],
    ['label=In%20Design,Ready%20for%20Design', sql`launcher_label in ('In Design', 'Ready for Design')`, 'counts'],
    ['label=Test', sql`launcher_label = 'Test'`, 'counts'],
    [`designer=${designers[0]}`, sql`${visible} and designer_id = ${designers[0]}`, 'counts'],
    ['designer=none', sql`${visible} and designer_id is null`, 'counts'],
    [`label=Live&designer=${designers[1]}`, sql`launcher_label = 'Live' and designer_id = ${designers[1]}`, 'counts'],
    ['query=chapel', sql`${visible} and name ilike '%chapel%'`, 'rows'],
    ['urgent_build_filter=true', sql`${visible} and urgent_build`, 'counts'],
    ['exclude_hosted_obit_sites=true', sql`${visible} and not hosted_obit_site`, 'counts'],
    [`urgent_build_filter=true&designer=${designers[0]}`, sql`${visible} and urgent_build and designer_id = ${designers[0]}`, 'rows'],
    [
      'scrapeRequest=true',
      sql`${visible} and exists (select 1 from scrape_requests r where r.site_id = sites.id and not r.completed)`,
      'counts',
    ],
  ];

  const countOf = async (where: RawBuilder<SqlBool>) =>
    Number((await sql<{ n: string }>`select count(*) as n from sites where ${where}`.execute(h.handle.db)).rows[0]?.n);
  const list = async (query: string): Promise<ListAnswer> => {
    const res = await h.request('GET', `/api/sites?perPage=20&${query}`, { as: 'admin' });
    expect(res.status).toBe(200);
    return (await res.json()) as ListAnswer;
  };
  const paramsOf = (query: string) => v.parse(siteListQuerySchema, Object.fromEntries(new URLSearchParams(query)));

  const expectListsExact = async () => {
    for (const [query, where, way] of filters()) {
      const expected = await countOf(where);
      expect([query, (await list(query)).totalSites]).toEqual([query, expected]);
      expect([query, await siteListTotals(h.handle.db, paramsOf(query), admin(), new Date())]).toEqual([
        query,
        { counted: way === 'counts' ? expected : null, rows: expected },
      ]);
    }
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

  /**
   * The writes one writer makes, each run in its own transaction. A writer touches only the sites
   * whose id leaves `part` over `parts` (one writer: all), so writers at once never write the same site.
   */
  const writesOf = (random: () => number, part: number, parts: number) => {
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const mine = sql<SqlBool>`sites.id % ${parts} = ${part}`;
    const someSite = async (db: Kysely<Database>) => {
      const ids = (await db.selectFrom('sites').select('id').where(mine).orderBy('id').execute()).map((row) => row.id);
      return pick(ids);
    };
    const newSite = () => ({
      name: pick(['New Chapel', 'New Home']),
      launcher_label: pick(statuses),
      designer_id: pick([...designers, null]),
      urgent_build: random() < 0.3,
    });
    return [
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ note: `note ${random()}` })
          .where('id', '=', await someSite(db))
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .insertInto('site_checklist_ticks')
          .values({ site_id: await someSite(db), item_id: pick([scrapeStarted, scrapeFinished]), checked: true })
          .onConflict((oc) => oc.columns(['site_id', 'item_id']).doUpdateSet((eb) => ({ checked: eb.not('site_checklist_ticks.checked') })))
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ launcher_label: pick(statuses) })
          .where('id', '=', await someSite(db))
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ designer_id: pick([...designers, null]) })
          .where('id', '=', await someSite(db))
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ urgent_build: random() < 0.5, hosted_obit_site: random() < 0.2 })
          .where('id', '=', await someSite(db))
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ name: pick(['Elm Chapel', 'Elm Funeral Home']) })
          .where('id', '=', await someSite(db))
          .execute(),
      async (db: Kysely<Database>) => db.insertInto('sites').values(newSite()).execute(),
      async (db: Kysely<Database>) =>
        db
          .deleteFrom('sites')
          .where('id', '=', await someSite(db))
          .execute(),
      // A scrape request opened or completed: the trigger of migration 0015 sets the site's flag.
      async (db: Kysely<Database>) => {
        const site = await someSite(db);
        if (random() < 0.6) await db.insertInto('scrape_requests').values({ site_id: site, type: 'blogs' }).execute();
        else
          await db.updateTable('scrape_requests').set({ completed: true, completed_at: new Date() }).where('site_id', '=', site).execute();
      },
      // Bulk: one statement moves about a fifth of the writer's sites to one status, one inserts 25 sites.
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ launcher_label: pick(statuses) })
          .where(mine)
          .where(sql<SqlBool>`sites.id % 5 = ${Math.floor(random() * 5)}`)
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .insertInto('sites')
          .values(Array.from({ length: 25 }, newSite))
          .execute(),
      // Two statements on one site in one transaction.
      async (db: Kysely<Database>) => {
        const site = await someSite(db);
        await db
          .updateTable('sites')
          .set({ launcher_label: pick(statuses) })
          .where('id', '=', site)
          .execute();
        await db
          .updateTable('sites')
          .set({ designer_id: pick([...designers, null]) })
          .where('id', '=', site)
          .execute();
      },
      // A person leaves: deleting them clears their sites (ON DELETE SET NULL, which fires the triggers too).
      async (db: Kysely<Database>) => {
        const { id } = await db
          .insertInto('users')
          .values({ name: 'Passing Designer', email: `passing.${randomUUID().slice(0, 8)}@test.example`, role: 'designer' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .updateTable('sites')
          .set({ designer_id: id })
          .where(mine)
          .where(sql<SqlBool>`sites.id % 3 = 0`)
          .execute();
        await db.deleteFrom('users').where('id', '=', id).execute();
      },
      (db: Kysely<Database>) => foldFacetCounts(db),
    ];
  };
  const inTransaction = (write: (db: Kysely<Database>) => Promise<unknown>) =>
    h.handle.db.transaction().execute(async (trx) => {
      // A writer that waited here on another's lock would fail the test, not hang it.
      await sql`set local lock_timeout = '5s'`.execute(trx);
      await write(trx);
    });

  it('answers every total as count(*) gives it after each of 60 random writes', async () => {
    const random = randomFrom(31);
    const writes = writesOf(random, 0, 1);
    await expectListsExact();
    for (let i = 0; i < 60; i++) {
      await inTransaction(writes[Math.floor(random() * writes.length)] ?? (async () => undefined));
      await expectListsExact();
    }
  });

  it('keeps the totals exact with four writers and a fold at once, and two writers leaving one status do not wait for each other', async () => {
    // Two transactions each move a Live site out of Live and stay open together (on PostgreSQL; on
    // PGlite's one connection they run one after the other): neither waits for the other's count,
    // and a total read meanwhile sees neither.
    const [first, second] = await Promise.all([h.createSite({ launcher_label: 'Live' }), h.createSite({ launcher_label: 'Live' })]);
    const live = await countOf(sql`launcher_label = 'Live'`);
    const together = h.handle.kind === 'postgres';
    let arrived = 0;
    let release = (): void => undefined;
    const allOpen = new Promise<void>((resolve) => {
      release = resolve;
    });
    let seenWhileOpen: unknown;
    const moveOut = (site: number) =>
      inTransaction(async (trx) => {
        await trx.updateTable('sites').set({ launcher_label: 'Lost' }).where('id', '=', site).execute();
        if (!together) return;
        arrived += 1;
        if (arrived === 2) {
          seenWhileOpen = await siteListTotals(h.handle.db, paramsOf('label=Live'), admin(), new Date());
          release();
        }
        await allOpen;
      });
    await (together ? Promise.all([moveOut(first), moveOut(second)]) : moveOut(first).then(() => moveOut(second)));
    if (together) expect(seenWhileOpen).toEqual({ counted: live, rows: live });
    expect(await siteListTotals(h.handle.db, paramsOf('label=Live'), admin(), new Date())).toEqual({ counted: live - 2, rows: live - 2 });

    const writers = [0, 1, 2, 3].map(async (part) => {
      const random = randomFrom(310 + part);
      const writes = writesOf(random, part, 4);
      for (let i = 0; i < 12; i++) await inTransaction(writes[Math.floor(random() * writes.length)] ?? (async () => undefined));
    });
    let writing = true;
    const folding = (async () => {
      while (writing) await foldFacetCounts(h.handle.db);
    })();
    await Promise.all(writers).finally(() => {
      writing = false;
    });
    await folding;
    await expectListsExact();
  });

  it('adds one row per key a bulk update of 2,000 sites changes, and folds them into the totals', async () => {
    await sql`insert into sites (name, launcher_label) select 'Bulk Home ' || i, 'Ready for Design' from generate_series(1, 2000) i`.execute(
      h.handle.db,
    );
    await foldFacetCounts(h.handle.db);
    const rowsBefore = Number((await sql<{ n: string }>`select count(*) as n from site_facet_counts`.execute(h.handle.db)).rows[0]?.n);
    await h.handle.db.updateTable('sites').set({ launcher_label: 'In Design' }).where('name', 'like', 'Bulk Home %').execute();
    const rowsAfter = Number((await sql<{ n: string }>`select count(*) as n from site_facet_counts`.execute(h.handle.db)).rows[0]?.n);
    // The status alone, 12 columns and each block of 1,024 ids the sites span (migration 0055), each
    // left by the sites in one row and entered by them in another.
    const blocks = Number(
      (await sql<{ n: string }>`select count(distinct id / 1024) as n from sites where name like 'Bulk Home %'`.execute(h.handle.db))
        .rows[0]?.n,
    );
    expect(rowsAfter - rowsBefore).toBe(2 * (13 + blocks));
    await expectListsExact();
    await foldFacetCounts(h.handle.db);
    await expectListsExact();
  });
});
