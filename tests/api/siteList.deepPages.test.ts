import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { foldFacetCounts } from '../../server/siteList/facetCounts';
import { createHarness, type Harness } from './harness';

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

interface ListAnswer {
  data: { id: number }[];
  totalSites: number;
}

/**
 * Issue 31: pages past the 5,000th row start from the counted id blocks (migration 0055, decision
 * 0575) or from remembered anchors. After random writes of every kind that moves sites between
 * filters, each deep page, the last one included, must hold exactly the ids plain SQL's OFFSET
 * gives, beside the exact total.
 */
describe('deep pages of the site list after random writes', () => {
  let h: Harness;
  let designer: number;
  const statuses = ['In Design', 'Live', 'Test', 'Ready for Design'] as const;
  beforeAll(async () => {
    h = await createHarness();
    designer = (await h.createUser('designer', 'Dee Deep')).id;
    await sql`
      insert into sites (name, launcher_label, designer_id)
      select 'Deep Home ' || i, (array['In Design', 'Live', 'Test', 'Ready for Design', 'Live', 'In Design', 'Live'])[1 + i % 7],
        case when i % 9 = 0 then null else ${designer}::int end
      from generate_series(1, 7200) i
    `.execute(h.handle.db);
  });
  afterAll(() => h.close());

  const visible = sql<SqlBool>`launcher_label <> 'Test'`;
  /** Each list's query string and the same sites and order in plain SQL. */
  const lists = (): [string, RawBuilder<SqlBool>, 'asc' | 'desc'][] => [
    ['', visible, 'desc'],
    ['sort=id&order=asc', visible, 'asc'],
    ['allSites=true', sql<SqlBool>`true`, 'desc'],
    ['label=Live,In%20Design,Ready%20for%20Design', visible, 'desc'],
    // Not held per block (a column besides the statuses): started from remembered anchors.
    [`designer=${designer}`, sql<SqlBool>`${visible} and designer_id = ${designer}`, 'desc'],
  ];

  const list = async (query: string): Promise<ListAnswer> => {
    const res = await h.request('GET', `/api/sites?perPage=100&${query}`, { as: 'admin' });
    expect(res.status).toBe(200);
    return (await res.json()) as ListAnswer;
  };

  const expectDeepPagesExact = async () => {
    for (const [query, where, direction] of lists()) {
      const total = Number((await sql<{ n: string }>`select count(*) as n from sites where ${where}`.execute(h.handle.db)).rows[0]?.n);
      const last = Math.ceil(total / 100);
      for (const page of [51, 55, last, last + 1]) {
        const { rows } = await sql<{
          id: number;
        }>`select id from sites where ${where} order by id ${sql.raw(direction)} offset ${(page - 1) * 100} limit 100`.execute(h.handle.db);
        const answer = await list(`${query}&page=${page}`);
        expect([query, page, answer.totalSites, answer.data.map((row) => row.id)]).toEqual([query, page, total, rows.map((row) => row.id)]);
      }
    }
  };

  const writesOf = (random: () => number) => {
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const someSite = async (db: Kysely<Database>) =>
      Number((await sql<{ id: number }>`select id from sites order by random() limit 1`.execute(db)).rows[0]?.id);
    return [
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ launcher_label: pick(statuses) })
          .where('id', '=', await someSite(db))
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ designer_id: pick([designer, null]) })
          .where('id', '=', await someSite(db))
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .deleteFrom('sites')
          .where('id', '=', await someSite(db))
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .insertInto('sites')
          .values(Array.from({ length: 1 + Math.floor(random() * 30) }, () => ({ name: 'New Home', launcher_label: pick(statuses) })))
          .execute(),
      // Bulk: about a seventh of the sites, in one block or across many, to one status.
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ launcher_label: pick(statuses) })
          .where(sql<SqlBool>`sites.id % 7 = ${Math.floor(random() * 7)}`)
          .execute(),
      async (db: Kysely<Database>) => {
        const from = await someSite(db);
        await db
          .deleteFrom('sites')
          .where('id', '>=', from)
          .where('id', '<', from + 300)
          .execute();
      },
      (db: Kysely<Database>) => foldFacetCounts(db),
    ];
  };

  it('answers each deep page and the last one with the ids of plain OFFSET after each of 25 random writes', async () => {
    const random = randomFrom(575);
    const writes = writesOf(random);
    await expectDeepPagesExact();
    for (let i = 0; i < 25; i++) {
      await h.handle.db.transaction().execute(async (trx) => {
        await (writes[Math.floor(random() * writes.length)] ?? (async () => undefined))(trx);
      });
      await expectDeepPagesExact();
    }
  });
});
