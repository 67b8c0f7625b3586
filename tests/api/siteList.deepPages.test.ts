import { type RawBuilder, sql, type SqlBool } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import { siteListAnswer } from '../../server/siteList/siteListQuery';
import { createHarness, type Harness } from './harness';
import { type ListAnswer, type ListInstance, openSecondInstance } from './secondInstance';
import { randomFrom, type SiteWrite, siteWritesOf } from './siteListWrites';
import { writesBetweenStatements } from './writesBetweenStatements';

/**
 * Issue 31: pages past the 5,000th row of a list of statuses start from the counted id blocks
 * (migration 0055, decision 0575); pages past the 500th row of other lists from remembered anchors
 * corrected by the change log (migration 0058, decision 0610).
 * After random writes of every kind that moves sites between filters, each deep page, the last one
 * included, must hold exactly the ids plain SQL's order puts on it, beside the exact total, through the
 * app and through a second instance that remembers anchors of its own.
 */
describe('deep pages of the site list after random writes', () => {
  let h: Harness;
  let second: ListInstance;
  let designer: number;
  const statuses = ['In Design', 'Live', 'Test', 'Ready for Design'] as const;
  beforeAll(async () => {
    h = await createHarness();
    second = await openSecondInstance(h);
    designer = (await h.createUser('designer', 'Dee Deep')).id;
    await sql`
      insert into sites (name, launcher_label, designer_id, urgent_build)
      select case when i % 5 = 0 then 'Deep Chapel ' else 'Deep Home ' end || i,
        (array['In Design', 'Live', 'Test', 'Ready for Design', 'Live', 'In Design', 'Live'])[1 + i % 7],
        case when i % 9 = 0 then null else ${designer}::int end, i % 3 = 0
      from generate_series(1, 7200) i
    `.execute(h.handle.db);
  });
  afterAll(async () => {
    await second.close();
    await h.close();
  });

  const visible = sql<SqlBool>`launcher_label <> 'Test'`;
  /** Each list's query string and the same sites and order in plain SQL. */
  const lists = (): [string, RawBuilder<SqlBool>, 'asc' | 'desc'][] => [
    ['', visible, 'desc'],
    ['sort=id&order=asc', visible, 'asc'],
    ['allSites=true', sql<SqlBool>`true`, 'desc'],
    ['label=Live,In%20Design,Ready%20for%20Design', visible, 'desc'],
    // Not held per block: started from remembered anchors, the total from the counts (a column
    // beside the statuses) or counted once and then corrected (a search).
    [`designer=${designer}`, sql<SqlBool>`${visible} and designer_id = ${designer}`, 'desc'],
    ['exclude_hosted_obit_sites=true', sql<SqlBool>`${visible} and not hosted_obit_site`, 'desc'],
    ['query=deep', sql<SqlBool>`${visible} and name ilike '%deep%'`, 'desc'],
  ];

  const list = async (query: string): Promise<ListAnswer> => {
    const res = await h.request('GET', `/api/sites?perPage=100&${query}`, { as: 'admin' });
    expect(res.status).toBe(200);
    return (await res.json()) as ListAnswer;
  };
  const admin = () => ({ id: h.users.admin.id, role: 'admin' as const });

  /** Every id of the list in its order, by plain SQL: what its pages must hold. */
  const idsOf = async (where: RawBuilder<SqlBool>, direction: 'asc' | 'desc') =>
    (await sql<{ id: number }>`select id from sites where ${where} order by id ${sql.raw(direction)}`.execute(h.handle.db)).rows.map(
      (row) => row.id,
    );
  /** The total and the ids of a page of 100, as OFFSET would give them: what the list must answer. */
  const offsetPage = (ids: readonly number[], page: number) => [ids.length, ids.slice((page - 1) * 100, page * 100)];

  const expectDeepPagesExact = async (after: string) => {
    for (const [query, where, direction] of lists()) {
      const ids = await idsOf(where, direction);
      const last = Math.ceil(ids.length / 100);
      for (const page of [6, 30, 51, 55, last, last + 1]) {
        const expected = offsetPage(ids, page);
        const answers = [await list(`${query}&page=${page}`), await second.list(`perPage=100&${query}&page=${page}`, admin())];
        expect([after, query, page, answers.map((answer) => [answer.totalSites, answer.data.map((row) => row.id)])]).toEqual([
          after,
          query,
          page,
          [expected, expected],
        ]);
      }
    }
  };

  it('answers deep pages exactly when a write from elsewhere commits between every two statements of its requests', async () => {
    const random = randomFrom(5750);
    // Nothing that makes every list read afresh (a prune, a write past the log's 1,000 sites): it
    // would hide anchors kept at the wrong version.
    const healing = ['the change log pruned', 'every flag flipped', 'a bulk status change', 'a person leaves'];
    const writes = siteWritesOf(random, { statuses, designers: [designer], deletedRun: 30 }).filter(([name]) => !healing.includes(name));
    const racing = writesBetweenStatements(h, () =>
      h.handle.db.transaction().execute(writes[Math.floor(random() * writes.length)]?.[1] ?? (async () => undefined)),
    );
    const pageOf = async (query: string) => {
      const params = v.parse(siteListQuerySchema, Object.fromEntries(new URLSearchParams(`perPage=100&${query}`)));
      const answer = JSON.parse((await siteListAnswer(racing.db, params, admin(), new Date())).json.toString()) as ListAnswer;
      return [answer.totalSites, answer.data.map((row) => row.id)];
    };
    racing.setWriting(true);
    for (let round = 0; round < 2; round++)
      for (const [query] of lists()) for (const page of [6, 51, 58]) await pageOf(`${query}&page=${page}`);
    racing.setWriting(false);
    await racing.settled();
    for (const [query, where, direction] of lists()) {
      const ids = await idsOf(where, direction);
      for (const page of [6, 51, 58]) {
        expect([query, page, await pageOf(`${query}&page=${page}`)]).toEqual([query, page, offsetPage(ids, page)]);
      }
    }
  }, 300_000);

  it('answers each deep page and the last one with the ids plain SQL orders there, after each of 30 random writes', async () => {
    const random = randomFrom(575);
    const writes = siteWritesOf(random, { statuses, designers: [designer], deletedRun: 300 });
    await expectDeepPagesExact('the start');
    for (let i = 0; i < 30; i++) {
      const [name, write] = writes[Math.floor(random() * writes.length)] ?? (['nothing', async () => undefined] satisfies SiteWrite);
      await h.handle.db.transaction().execute(write);
      await expectDeepPagesExact(`write ${i}: ${name}`);
    }
  }, 300_000);
});
