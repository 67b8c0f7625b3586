import { type Kysely, type KyselyPlugin, type QueryId, type RootOperationNode, sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import type { Database } from '../../server/db/schema';
import { siteDetailAnswer } from '../../server/siteDetail/siteDetailQuery';
import { pruneListChanges } from '../../server/siteList/listChanges';
import { listSites, siteListAnswer } from '../../server/siteList/siteListQuery';
import { createHarness, type Harness } from './harness';

/** The total's subquery in the list statement (the per-row revision counts count other tables). */
const countOfSites = 'count(*) as "n" from "sites"';

/**
 * Whether a statement counted sites: it holds the total's subquery, and a total kept behind
 * `case when <shape> = <remembered> then null` was not null (PostgreSQL runs that subplan only when
 * its branch is taken).
 */
const countedSites = (text: string, rows: readonly unknown[]): boolean =>
  text.includes(countOfSites) && !(text.includes('case when') && (rows[0] as { total_sites?: unknown } | undefined)?.total_sites === null);

/**
 * Records the SQL of every statement a Kysely instance runs (compiled only is not run) and whether
 * it counted sites, so a test can see what a request needed.
 */
const recording = (db: Kysely<Database>) => {
  const statements: string[] = [];
  const counted: boolean[] = [];
  const compiled = new Map<QueryId, RootOperationNode>();
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      compiled.set(args.queryId, args.node);
      return args.node;
    },
    transformResult: async (args) => {
      const node = compiled.get(args.queryId);
      if (node) {
        const text = db.getExecutor().compileQuery(node, args.queryId).sql;
        statements.push(text);
        counted.push(countedSites(text, args.result.rows));
      }
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), statements, counted };
};

const version = async (db: Kysely<Database>) =>
  Number((await sql<{ version: string }>`select version from site_list_version`.execute(db)).rows[0]?.version);

/**
 * The list's remembered totals (server/siteList/siteListCounts.ts, migration 0019): a repeated
 * request counts nothing again, any change to sites makes the next total exact, and a deep page
 * started from a remembered row is the page OFFSET gives.
 */
describe('site list totals and deep pages', () => {
  let h: Harness;
  const siteCount = 6_000;
  beforeAll(async () => {
    h = await createHarness();
    const rows = Array.from({ length: siteCount }, (_, i) => ({
      name: `Bulk Funeral Home ${i}`,
      launcher_label: i % 10 === 0 ? ('Live' as const) : ('In Design' as const),
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await h.handle.db
        .insertInto('sites')
        .values(rows.slice(i, i + 1000))
        .execute();
  });
  afterAll(() => h.close());

  const admin = () => ({ id: h.users.admin.id, role: 'admin' as const });
  const params = (query: Record<string, string>) => v.parse(siteListQuerySchema, query);
  /** The ids of a page of 100 by plain OFFSET over every site but Test ones, by id: what the list must answer. */
  const offsetPage = async (page: number, direction: 'asc' | 'desc') =>
    (
      await h.handle.db
        .selectFrom('sites')
        .select('id')
        .where('launcher_label', '!=', 'Test')
        .orderBy('id', direction)
        .limit(100)
        .offset((page - 1) * 100)
        .execute()
    ).map((row) => row.id);

  it('adds one to the change counter per transaction that changes sites, however many rows it touches', async () => {
    const before = await version(h.handle.db);
    await h.handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('sites').set({ note: 'touched' }).where('name', 'like', 'Bulk Funeral Home 1%').execute();
      await trx.updateTable('sites').set({ note: null }).where('name', 'like', 'Bulk Funeral Home 1%').execute();
    });
    expect(await version(h.handle.db)).toBe(before + 1);
    await h.handle.db.selectFrom('sites').select('id').limit(1).execute();
    expect(await version(h.handle.db)).toBe(before + 1);
  });

  it('answers a repeated request from the remembered total: one statement, with no count in it', async () => {
    const { db, statements, counted } = recording(h.handle.db);
    // A text search: only counting the rows gives its total (the maintained counts do not cover it).
    const query = params({ label: 'Live', query: 'Bulk' });
    // Counted here: another test of this file may have changed a Live site already.
    const live = Number(
      (
        await h.handle.db
          .selectFrom('sites')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('launcher_label', '=', 'Live')
          .where('name', 'ilike', '%Bulk%')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await listSites(db, query, admin(), new Date());
    expect(first.totalSites).toBe(live);
    expect(counted).toEqual([true]);
    statements.length = 0;
    counted.length = 0;
    const again = await listSites(db, query, admin(), new Date());
    expect(again).toMatchObject({
      data: first.data,
      totalSites: first.totalSites,
      at: { version: first.at?.version, sites: first.at?.sites },
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('site_list_version');
    expect(counted).toEqual([false]);
  });

  it('gives the exact total again right after sites are added, changed or deleted', async () => {
    const query = params({ label: 'Live' });
    const total = async () => (await listSites(h.handle.db, query, admin(), new Date())).totalSites;
    expect(await total()).toBe(siteCount / 10);
    const added = await h.createSite({ name: 'Added Live Site', launcher_label: 'Live' });
    expect(await total()).toBe(siteCount / 10 + 1);
    await h.handle.db.updateTable('sites').set({ launcher_label: 'In Design' }).where('id', '=', added).execute();
    expect(await total()).toBe(siteCount / 10);
    const live = await h.handle.db
      .selectFrom('sites')
      .select('id')
      .where('launcher_label', '=', 'Live')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await h.handle.db.deleteFrom('site_checklist_ticks').where('site_id', '=', live.id).execute();
    await h.handle.db.deleteFrom('sites').where('id', '=', live.id).execute();
    expect(await total()).toBe(siteCount / 10 - 1);
  });

  it('keeps every total, and the answers of pages without the site, after a note; corrects the total after a status change without counting (issue 31)', async () => {
    const { db, statements, counted } = recording(h.handle.db);
    const now = new Date();
    const firstPage = params({ label: 'Live', query: 'Bulk', perPage: '100' });
    const secondPage = params({ label: 'Live', query: 'Bulk', perPage: '100', page: '2' });
    const rowsOf = async (query: typeof firstPage) =>
      JSON.parse((await siteListAnswer(db, query, admin(), now)).json.toString()) as {
        data: { id: number; note: string | null }[];
        totalSites: number;
      };
    await rowsOf(firstPage);
    const noted = (await rowsOf(secondPage)).data[0]?.id ?? 0;
    await h.handle.db.updateTable('sites').set({ note: 'Called the family' }).where('id', '=', noted).execute();

    statements.length = 0;
    counted.length = 0;
    await rowsOf(firstPage);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('site_row_versions');
    expect(statements[0]).not.toContain('from "sites"');

    statements.length = 0;
    counted.length = 0;
    const second = await rowsOf(secondPage);
    expect(second.data[0]).toMatchObject({ id: noted, note: 'Called the family' });
    expect(counted).toEqual([false, false]);

    await h.handle.db.updateTable('sites').set({ launcher_label: 'In Design' }).where('id', '=', noted).execute();
    counted.length = 0;
    statements.length = 0;
    const after = await rowsOf(firstPage);
    // The remembered answer's check finds the site left the list; the page is read once, and its
    // total is the remembered one less the site that left (the change log, decision 0610).
    expect(counted).toEqual([false, false]);
    expect(statements[1]).toContain('site_list_changes');
    expect(after.totalSites).toBe(second.totalSites - 1);
    await h.handle.db.updateTable('sites').set({ launcher_label: 'Live', note: null }).where('id', '=', noted).execute();
  });

  it('keeps a list answer after a status change between statuses it leaves out, or between two it shows (decision 0610)', async () => {
    const { db, statements } = recording(h.handle.db);
    const now = new Date();
    const answerOf = async (query: Record<string, string>) =>
      JSON.parse((await siteListAnswer(db, params(query), admin(), now)).json.toString()) as { data: { id: number }[]; totalSites: number };
    const live = await answerOf({ label: 'Live' });
    const all = await answerOf({});
    const [moved] = await h.handle.db
      .selectFrom('sites')
      .select('id')
      .where('launcher_label', '=', 'In Design')
      .orderBy('id')
      .limit(1)
      .execute();
    const site = moved?.id ?? 0;
    // Neither status is Live, and All Sites shows both: each answer is sent again after one check.
    await h.handle.db.updateTable('sites').set({ launcher_label: 'In Review' }).where('id', '=', site).execute();
    statements.length = 0;
    expect(await answerOf({ label: 'Live' })).toEqual(live);
    expect(await answerOf({})).toEqual(all);
    expect(statements).toHaveLength(2);
    expect(statements.every((text) => text.includes('site_list_changes') && !text.includes('from "sites" as "s"'))).toBe(true);
    // Into Live: that list is read again and counts one more; All Sites still shows the same sites.
    await h.handle.db.updateTable('sites').set({ launcher_label: 'Live' }).where('id', '=', site).execute();
    statements.length = 0;
    expect((await answerOf({ label: 'Live' })).totalSites).toBe(live.totalSites + 1);
    expect(statements).toHaveLength(2);
    statements.length = 0;
    expect(await answerOf({})).toEqual(all);
    expect(statements).toHaveLength(1);
    await h.handle.db.updateTable('sites').set({ launcher_label: 'In Design' }).where('id', '=', site).execute();
  });

  it('counts a remembered total again once the change log no longer covers it (the prune job)', async () => {
    const { db, counted } = recording(h.handle.db);
    const query = params({ query: 'Bulk Funeral Home 12' });
    const matching = async () =>
      Number(
        (
          await h.handle.db
            .selectFrom('sites')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('name', 'ilike', '%Bulk Funeral Home 12%')
            .where('launcher_label', '!=', 'Test')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await matching();
    expect((await listSites(db, query, admin(), new Date())).totalSites).toBe(before);
    const added = await h.createSite({ name: 'Bulk Funeral Home 12 Annex', launcher_label: 'In Design' });
    await pruneListChanges(h.handle.db, 0);
    expect((await sql<{ n: number }>`select count(*)::int as n from site_list_changes`.execute(h.handle.db)).rows).toEqual([{ n: 0 }]);
    counted.length = 0;
    expect((await listSites(db, query, admin(), new Date())).totalSites).toBe(before + 1);
    expect(counted).toEqual([true]);
    await h.handle.db.deleteFrom('sites').where('id', '=', added).execute();
  });

  it('reads a status total from the maintained counts: no statement counts sites, also right after a status change (decision 0561)', async () => {
    const { db, statements, counted } = recording(h.handle.db);
    const query = params({ label: 'Live' });
    const countLive = async () =>
      Number(
        (
          await h.handle.db
            .selectFrom('sites')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('launcher_label', '=', 'Live')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const live = await countLive();
    expect((await listSites(db, query, admin(), new Date())).totalSites).toBe(live);
    const moved = await h.handle.db
      .selectFrom('sites')
      .select('id')
      .where('launcher_label', '=', 'In Design')
      .limit(1)
      .executeTakeFirstOrThrow();
    await h.handle.db.updateTable('sites').set({ launcher_label: 'Live' }).where('id', '=', moved.id).execute();
    expect((await listSites(db, query, admin(), new Date())).totalSites).toBe(live + 1);
    expect(await countLive()).toBe(live + 1);
    expect(statements.every((text) => text.includes('site_facet_counts'))).toBe(true);
    expect(counted).toEqual([false, false]);
    await h.handle.db.updateTable('sites').set({ launcher_label: 'In Design' }).where('id', '=', moved.id).execute();
  });

  it("keeps a site page's answer after a note on another site, and forgets it after a bulk write of more than 1,000 sites", async () => {
    const { db, statements } = recording(h.handle.db);
    const now = new Date();
    const [kept, other] = await h.handle.db.selectFrom('sites').select('id').orderBy('id').limit(2).execute();
    const detail = async () => JSON.parse((await siteDetailAnswer(db, kept?.id ?? 0, now)).json.toString()) as { note: string | null };
    await detail();
    await h.handle.db
      .updateTable('sites')
      .set({ note: 'Asked for photos' })
      .where('id', '=', other?.id ?? 0)
      .execute();
    statements.length = 0;
    await detail();
    expect(statements).toHaveLength(1);

    await h.handle.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sites')
        .set({ note: 'Bulk note' })
        .where('id', '>', kept?.id ?? 0)
        .where('id', '<=', (kept?.id ?? 0) + 1001)
        .execute();
      await trx
        .updateTable('sites')
        .set({ note: 'Quietly changed' })
        .where('id', '=', kept?.id ?? 0)
        .execute();
    });
    statements.length = 0;
    expect((await detail()).note).toBe('Quietly changed');
    expect(statements).toHaveLength(2);
  });

  it('serves a deep page exactly as OFFSET would, before and after a change', async () => {
    const expected = (page: number) => offsetPage(page, 'desc');
    const page = async (n: number) => listSites(h.handle.db, params({ page: String(n), perPage: '100' }), admin(), new Date());
    const all = Number(
      (
        await h.handle.db
          .selectFrom('sites')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (const n of [51, 52, 55, 60]) {
      const answer = await page(n);
      expect(answer.data.map((row) => row.id)).toEqual(await expected(n));
      expect(answer.totalSites).toBe(all);
    }
    // A new newest site moves every row one place down: the remembered rows are stale now.
    await h.createSite({ name: 'Newest Site' });
    const after = await page(51);
    expect(after.data.map((row) => row.id)).toEqual(await expected(51));
    expect(after.totalSites).toBe(all + 1);
    const past = await page(200);
    expect(past).toMatchObject({ data: [], totalSites: all + 1 });
  });

  it('serves a deep page of the oldest-first header sort exactly as OFFSET would', async () => {
    const oldestFirst = (page: number) => offsetPage(page, 'asc');
    // A newest-first deep page first, so whatever it remembers for these filters is there to be misused.
    await listSites(h.handle.db, params({ page: '55', perPage: '100' }), admin(), new Date());
    for (const n of [51, 55]) {
      const answer = await listSites(
        h.handle.db,
        params({ page: String(n), perPage: '100', sort: 'id', order: 'asc' }),
        admin(),
        new Date(),
      );
      expect(answer.data.map((row) => row.id)).toEqual(await oldestFirst(n));
    }
  });
});
