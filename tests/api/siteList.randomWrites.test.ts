import dayjs from 'dayjs';
import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import type { Database } from '../../server/db/schema';
import { foldDeltas } from '../../server/db/foldDeltas';
import { listSites, siteListAnswer, siteListTotals } from '../../server/siteList/siteListQuery';
import { createHarness, type Harness } from './harness';
import { type ListAnswer, type ListInstance, openSecondInstance } from './secondInstance';
import { tickChecklistItems } from './siteFixtures';
import { randomFrom, type SiteWrite, siteWritesOf } from './siteListWrites';
import { writesBetweenStatements } from './writesBetweenStatements';

/** Two checklist items ('scrape started' and 'scrape finished'), ticked and unticked at random: a row shows its ticked ids. */
const scrapeStarted = 195;
const scrapeFinished = 190;

/** Part 1 §4's lifecycle, the order the Status header sorts by. */
const lifecycle = sql.raw(
  `array['Test','Ready for Design','In Design','In Review','Revisions Needed','Waiting for Content','Pre-Staging QA','Staged','Final QA','Approved','100% Ready','Missed Launch','Live','Post-Live QA','Rebuild','Lost']`,
);

/** A list: its query string, the same sites and order in plain SQL, and which way the list finds its total. */
interface ListCase {
  query: string;
  where: RawBuilder<SqlBool>;
  order: RawBuilder<unknown>;
  way: 'counts' | 'rows';
}

/**
 * Issue 31: a write forgets only what it can change (migrations 0036 and 0058, decisions 0515 and
 * 0610), and a total the maintained counts cover is read from them (migration 0048, decision 0561).
 * Random writes of every kind the office makes, straight in the database as another instance would,
 * and after each one, through the app and through a second instance that remembers its own answers,
 * every list's total must equal count(*) in SQL and its first page must hold the rows SQL gives in
 * the list's order; both ways of finding a total (the counts and counting the rows) must agree.
 */
describe('site list totals after random writes', () => {
  let h: Harness;
  let second: ListInstance;
  let designers: number[];
  const statuses = ['In Design', 'Live', 'Test', 'Lost', 'Ready for Design'] as const;
  beforeAll(async () => {
    h = await createHarness();
    second = await openSecondInstance(h);
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
          scheduled_launch_date: i % 6 === 0 ? null : `2031-0${1 + (i % 9)}-1${i % 8}`,
        })),
      )
      .execute();
    // The catalogue rows the ticks refer to, through one site that is then deleted.
    const scratch = await h.createSite({ name: 'Scratch' });
    await tickChecklistItems(h, scratch, [scrapeStarted, scrapeFinished]);
    await h.handle.db.deleteFrom('sites').where('id', '=', scratch).execute();
  });
  afterAll(async () => {
    await second.close();
    await h.close();
  });

  const admin = () => ({ id: h.users.admin.id, role: 'admin' as const });
  const visible = sql<SqlBool>`launcher_label <> 'Test'`;
  const newestFirst = sql`id desc`;
  const lists = (): ListCase[] => {
    const today = dayjs().format('YYYY-MM-DD');
    const [one, two] = designers;
    return [
      { query: '', where: visible, order: newestFirst, way: 'counts' },
      { query: 'label=Live', where: sql`launcher_label = 'Live'`, order: newestFirst, way: 'counts' },
      {
        query: 'label=In%20Design,Ready%20for%20Design',
        where: sql`launcher_label in ('In Design', 'Ready for Design')`,
        order: newestFirst,
        way: 'counts',
      },
      { query: 'label=Test', where: sql`launcher_label = 'Test'`, order: newestFirst, way: 'counts' },
      { query: `designer=${one}`, where: sql`${visible} and designer_id = ${one}`, order: newestFirst, way: 'counts' },
      { query: 'designer=none', where: sql`${visible} and designer_id is null`, order: newestFirst, way: 'counts' },
      {
        query: `label=Live&designer=${two}`,
        where: sql`launcher_label = 'Live' and designer_id = ${two}`,
        order: newestFirst,
        way: 'counts',
      },
      { query: 'query=chapel', where: sql`${visible} and name ilike '%chapel%'`, order: newestFirst, way: 'rows' },
      { query: 'urgent_build_filter=true', where: sql`${visible} and urgent_build`, order: newestFirst, way: 'counts' },
      { query: 'exclude_hosted_obit_sites=true', where: sql`${visible} and not hosted_obit_site`, order: newestFirst, way: 'counts' },
      {
        query: `urgent_build_filter=true&designer=${one}`,
        where: sql`${visible} and urgent_build and designer_id = ${one}`,
        order: newestFirst,
        way: 'rows',
      },
      {
        query: 'scrapeRequest=true',
        where: sql`${visible} and exists (select 1 from scrape_requests r where r.site_id = sites.id and not r.completed)`,
        order: newestFirst,
        way: 'counts',
      },
      // Orders other than the newest first: a write that moves a site within the list's order changes the page.
      {
        query: 'sort=name&order=asc&label=Live,In%20Design',
        where: sql`launcher_label in ('Live', 'In Design')`,
        order: sql`name asc, id desc`,
        way: 'counts',
      },
      {
        query: `orderByLatestActivity=true&designer=${one}`,
        where: sql`${visible} and designer_id = ${one}`,
        order: sql`latest_activity_at asc, id desc`,
        way: 'counts',
      },
      {
        query: 'launchSchedule=true',
        where: sql`launcher_label not in ('Test', 'Lost')`,
        order: sql`scheduled_launch_date asc nulls last, id desc`,
        way: 'counts',
      },
      {
        query: 'launchSchedule=true&launches=upcoming',
        where: sql`launcher_label not in ('Test', 'Lost') and (scheduled_launch_date >= ${today} or scheduled_launch_date is null)`,
        order: sql`scheduled_launch_date asc nulls last, id desc`,
        way: 'rows',
      },
      {
        query: 'sort=status&order=desc&query=chapel',
        where: sql`${visible} and name ilike '%chapel%'`,
        order: sql`array_position(${lifecycle}::text[], launcher_label::text) desc, id desc`,
        way: 'rows',
      },
    ];
  };

  const countOf = async (where: RawBuilder<SqlBool>) =>
    Number((await sql<{ n: string }>`select count(*) as n from sites where ${where}`.execute(h.handle.db)).rows[0]?.n);
  const firstPageOf = async (where: RawBuilder<SqlBool>, order: RawBuilder<unknown>) =>
    (await sql<{ id: number }>`select id from sites where ${where} order by ${order} limit 20`.execute(h.handle.db)).rows.map(
      (row) => row.id,
    );
  const list = async (query: string): Promise<ListAnswer> => {
    const res = await h.request('GET', `/api/sites?perPage=20&${query}`, { as: 'admin' });
    expect(res.status).toBe(200);
    return (await res.json()) as ListAnswer;
  };
  const paramsOf = (query: string) => v.parse(siteListQuerySchema, Object.fromEntries(new URLSearchParams(query)));
  /** What both instances answer for a list: its total and its first page's ids. */
  const answered = async (query: string) =>
    Promise.all([list(query), second.list(query, admin())]).then((answers) =>
      answers.map((answer) => [answer.totalSites, answer.data.map((row) => row.id)]),
    );

  const expectListsExact = async (after: string) => {
    for (const { query, where, order, way } of lists()) {
      const expected = [await countOf(where), await firstPageOf(where, order)];
      expect([after, query, await answered(query)]).toEqual([after, query, [expected, expected]]);
      expect([after, query, await siteListTotals(h.handle.db, paramsOf(query), admin(), new Date())]).toEqual([
        after,
        query,
        { counted: way === 'counts' ? expected[0] : null, rows: expected[0] },
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
    expect([after, page.data.map((row) => [row.id, row.note, row.designer_id, row.site_checklist_ids])]).toEqual([
      after,
      rows.map((row) => [row.id, row.note, row.designer_id, row.ticks]),
    ]);
  };

  const writesOf = (random: () => number, part: number, parts: number): SiteWrite[] =>
    siteWritesOf(random, { statuses, designers, checklistItems: [scrapeStarted, scrapeFinished], deletedRun: 5, part, parts });
  const inTransaction = (write: (db: Kysely<Database>) => Promise<unknown>) =>
    h.handle.db.transaction().execute(async (trx) => {
      // A writer that waited here on another's lock would fail the test, not hang it.
      await sql`set local lock_timeout = '5s'`.execute(trx);
      await write(trx);
    });
  const pickWrite = (writes: SiteWrite[], random: () => number): SiteWrite =>
    writes[Math.floor(random() * writes.length)] ?? ['nothing', async () => undefined];

  it('answers every total and first page as SQL gives them, on both instances, after random writes', async () => {
    const random = randomFrom(31);
    const writes = writesOf(random, 0, 1);
    await expectListsExact('the start');
    // One or two writes, each its own transaction, between two looks: what was remembered at the
    // last look has to survive both (a prune after a change, say).
    for (let i = 0; i < 50; i++) {
      const names: string[] = [];
      for (let n = random() < 0.5 ? 1 : 2; n > 0; n--) {
        const [name, write] = pickWrite(writes, random);
        names.push(name);
        await inTransaction(write);
      }
      await expectListsExact(`writes ${i}: ${names.join(', ')}`);
    }
  }, 240_000);

  it('keeps the totals exact with four writers, a fold and readers on both instances at once, and two writers leaving one status do not wait for each other', async () => {
    // Two transactions each move a Live site out of Live and stay open together (on PostgreSQL; on
    // PGlite's one connection they run one after the other): neither waits for the other's count,
    // and a total read meanwhile sees neither.
    const [first, secondSite] = await Promise.all([h.createSite({ launcher_label: 'Live' }), h.createSite({ launcher_label: 'Live' })]);
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
    await (together ? Promise.all([moveOut(first), moveOut(secondSite)]) : moveOut(first).then(() => moveOut(secondSite)));
    if (together) expect(seenWhileOpen).toEqual({ counted: live, rows: live });
    expect(await siteListTotals(h.handle.db, paramsOf('label=Live'), admin(), new Date())).toEqual({ counted: live - 2, rows: live - 2 });

    // Readers race the writers on both instances, so answers, totals and anchors are remembered and
    // carried forward at every point between writes; afterwards each must still be exact.
    await expectListsExact('before the race');
    let writing = true;
    const writers = [0, 1, 2, 3].map(async (part) => {
      const random = randomFrom(310 + part);
      const writes = writesOf(random, part, 4);
      for (let i = 0; i < 30; i++) await inTransaction(pickWrite(writes, random)[1]);
    });
    const folding = (async () => {
      while (writing) await foldDeltas(h.handle.db, 'site_facet_counts');
    })();
    // Each instance reads every list over and over, and so does listSites itself (what a request
    // runs when its remembered answer no longer holds): totals and anchors carried forward mid-race.
    const readers = [
      (query: string) => list(query),
      (query: string) => second.list(query, admin()),
      (query: string) => listSites(h.handle.db, paramsOf(`perPage=20&${query}`), admin(), new Date()),
    ].map(async (read) => {
      while (writing) for (const { query } of lists()) await read(query);
    });
    await Promise.all(writers).finally(() => {
      writing = false;
    });
    await Promise.all([folding, ...readers]);
    await expectListsExact('after the race');
  }, 240_000);

  it('answers exactly when a write from elsewhere commits between every two statements of its requests', async () => {
    const random = randomFrom(3100);
    // No prune here: it makes every list read afresh, which would hide a value kept at the wrong version.
    const writes = writesOf(random, 0, 1).filter(([name]) => name !== 'the change log pruned');
    const racing = writesBetweenStatements(h, () => inTransaction(pickWrite(writes, random)[1]));
    const answerOf = async (db: Kysely<Database>, query: string) => {
      const answer = JSON.parse(
        (await siteListAnswer(db, paramsOf(`perPage=20&${query}`), admin(), new Date())).json.toString(),
      ) as ListAnswer;
      return [answer.totalSites, answer.data.map((row) => row.id)];
    };
    racing.setWriting(true);
    for (let round = 0; round < 3; round++) {
      for (const { query } of lists()) {
        await answerOf(racing.db, query);
        await listSites(racing.db, paramsOf(`perPage=20&${query}`), admin(), new Date());
      }
    }
    racing.setWriting(false);
    await racing.settled();
    for (const { query, where, order } of lists()) {
      expect([query, await answerOf(racing.db, query)]).toEqual([query, [await countOf(where), await firstPageOf(where, order)]]);
    }
  }, 240_000);

  it('adds one row per key a bulk update of 2,000 sites changes, and folds them into the totals', async () => {
    await sql`insert into sites (name, launcher_label) select 'Bulk Home ' || i, 'Ready for Design' from generate_series(1, 2000) i`.execute(
      h.handle.db,
    );
    await foldDeltas(h.handle.db, 'site_facet_counts');
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
    await expectListsExact('a bulk update of 2,000 sites');
    await foldDeltas(h.handle.db, 'site_facet_counts');
    await expectListsExact('a fold after it');
  }, 120_000);
});
