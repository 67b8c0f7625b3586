import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preLiveStatuses } from '../../domain/sitePhases';
import type { SiteStatus } from '../../domain/siteStatus';
import { foldDeltas } from '../../server/db/foldDeltas';
import type { Database } from '../../server/db/schema';
import { createHarness, type Harness, type TestUser } from './harness';

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

type Count = { role: string; person: number; n: number };

/**
 * The workload's open sites per person (issue 35, migrations 0063 and 0069, decisions 0631 and
 * 0643): kept for every site or one corporation, and every site or one person's slice, and for one
 * provider or one AE alone, by a trigger on sites. After each random write, every scope's counts
 * must equal a count over the sites table, and the workload chart must answer them for a
 * corporation, a slice, a slice within a corporation, a provider and an AE.
 */
describe('insights_open_counts after random writes', () => {
  let h: Harness;
  const people: Record<'designer' | 'care' | 'florist' | 'am' | 'ae' | 'sdr', number[]> = {
    designer: [],
    care: [],
    florist: [],
    am: [],
    ae: [],
    sdr: [],
  };
  let viewer: TestUser;
  const corporations = [9101, 9102, 9103];
  const providers = [9201, 9202];
  const statuses: SiteStatus[] = ['Ready for Design', 'In Design', 'Staged', 'Missed Launch', 'Live', 'Lost', 'Test', 'Post-Live QA'];

  beforeAll(async () => {
    h = await createHarness({ now: () => new Date('2025-03-10T00:00:00Z') });
    const { db } = h.deps;
    await db
      .insertInto('corporations')
      .values(corporations.map((id) => ({ id, name: `Corporation ${id}` })))
      .execute();
    await db
      .insertInto('providers')
      .values(providers.map((id) => ({ id, name: `Provider ${id}`, contact_email: null })))
      .execute();
    viewer = await h.createUser('designer', 'Viewing Designer');
    people.designer.push(viewer.id, (await h.createUser('designer', 'Other Designer')).id);
    for (const role of ['care', 'florist', 'am', 'ae', 'sdr'] as const)
      for (const index of [1, 2]) people[role].push((await h.createUser(role, `${role} ${index}`)).id);
    const random = randomFrom(35);
    await db
      .insertInto('sites')
      .values(Array.from({ length: 120 }, (_, i) => ({ name: `Open Count Home ${i}`, ...siteValues(random) })))
      .execute();
  });
  afterAll(() => h.close());

  const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const someone = (random: () => number, role: keyof typeof people) => (random() < 0.25 ? null : pick(random, people[role]));
  const siteValues = (random: () => number) => {
    const designer = someone(random, 'designer');
    return {
      launcher_label: pick(random, statuses),
      corporation_id: pick(random, corporations),
      provider_id: random() < 0.2 ? null : pick(random, providers),
      designer_id: designer,
      care_id: someone(random, 'care'),
      florist_id: someone(random, 'florist'),
      am_id: someone(random, 'am'),
      ae_id: someone(random, 'ae'),
      // Now and then one person holds a site in two roles: it is still one site of their slice.
      sdr_id: random() < 0.2 ? designer : someone(random, 'sdr'),
    };
  };

  /**
   * Every scope the counts keep: every site or each corporation (0), crossed with every site or each
   * person's slice (0); and each provider and each AE over every corporation and slice.
   */
  const scopes = () => [
    ...[0, ...corporations].flatMap((corporation) =>
      [0, ...Object.values(people).flat()].map((holder) => ({ corporation, provider: 0, ae: 0, holder })),
    ),
    ...providers.map((provider) => ({ corporation: 0, provider, ae: 0, holder: 0 })),
    ...people.ae.map((ae) => ({ corporation: 0, provider: 0, ae, holder: 0 })),
  ];

  type Scope = ReturnType<typeof scopes>[number];
  type ScopedCount = Count & Scope;

  /** Open sites per workload role and person in every scope at once, counted over the sites table. */
  const countedInSites = async (db: Kysely<Database>): Promise<ScopedCount[]> => {
    const { rows } = await sql<ScopedCount>`
      SELECT sc.corporation, sc.provider, sc.ae, sc.holder, r.role, r.person, count(*)::integer AS n
      FROM (VALUES ${sql.join(
        scopes().map(
          ({ corporation, provider, ae, holder }) =>
            sql`(${corporation}::integer, ${provider}::integer, ${ae}::integer, ${holder}::integer)`,
        ),
      )}) sc(corporation, provider, ae, holder)
      JOIN sites s ON (sc.corporation = 0 OR s.corporation_id = sc.corporation)
        AND (sc.provider = 0 OR s.provider_id = sc.provider) AND (sc.ae = 0 OR s.ae_id = sc.ae)
        AND (sc.holder = 0 OR sc.holder IN (s.designer_id, s.florist_id, s.am_id, s.ae_id, s.sdr_id, s.care_id))
      CROSS JOIN LATERAL (VALUES ('designer', s.designer_id), ('care', s.care_id), ('florist', s.florist_id), ('am', s.am_id)) r(role, person)
      WHERE s.launcher_label IN (${sql.join([...preLiveStatuses])}) AND r.person IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`.execute(db);
    return rows;
  };
  /** The same from the kept counts (people who left the team included: their keys net to zero). */
  const kept = async (db: Kysely<Database>): Promise<ScopedCount[]> => {
    const { rows } = await sql<ScopedCount>`
      SELECT corporation_id AS corporation, provider_id AS provider, ae_id AS ae, holder, role, person, sum(n)::integer AS n
      FROM insights_open_counts GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6`.execute(db);
    return rows;
  };
  const inScope = (rows: ScopedCount[], { corporation = 0, provider = 0, ae = 0, holder = 0 }: Partial<Scope>): Count[] =>
    rows
      .filter((row) => row.corporation === corporation && row.provider === provider && row.ae === ae && row.holder === holder)
      .map(({ role, person, n }) => ({ role, person, n }));
  const workloadOpen = async (query: string, as: TestUser | 'admin') => {
    const res = await h.request('GET', `/api/insights/workload?from=2025-02-17&to=2025-03-09${query}`, { as: as as never });
    expect(res.status, await res.clone().text()).toBe(200);
    const { people: rows } = (await res.json()) as { people: { role: string; userId: number; open: number }[] };
    return rows
      .filter((row) => row.open > 0)
      .map((row) => ({ role: row.role, person: row.userId, n: row.open }))
      .sort((a, b) => a.role.localeCompare(b.role) || a.person - b.person);
  };

  const expectCountsExact = async () => {
    const { db } = h.deps;
    const counted = await countedInSites(db);
    expect(await kept(db)).toEqual(counted);
    // Through the chart: a corporation (admin), the viewer's slice, their slice within a corporation, a provider and an AE.
    const [corporation] = corporations as [number];
    const [provider] = providers as [number];
    const [ae] = people.ae as [number];
    expect(await workloadOpen(`&corporation=${corporation}`, 'admin')).toEqual(inScope(counted, { corporation }));
    expect(await workloadOpen('', viewer)).toEqual(inScope(counted, { holder: viewer.id }));
    expect(await workloadOpen(`&corporation=${corporation}`, viewer)).toEqual(inScope(counted, { corporation, holder: viewer.id }));
    expect(await workloadOpen(`&provider=${provider}`, 'admin')).toEqual(inScope(counted, { provider }));
    expect(await workloadOpen(`&ae=${ae}`, 'admin')).toEqual(inScope(counted, { ae }));
  };

  /** The writes one writer makes, each in its own transaction; a writer touches only the sites whose id leaves `part` over `parts`. */
  const writesOf = (random: () => number, part: number, parts: number) => {
    const mine = sql<SqlBool>`sites.id % ${parts} = ${part}`;
    const someSite = async (db: Kysely<Database>) =>
      pick(
        random,
        (await db.selectFrom('sites').select('id').where(mine).orderBy('id').execute()).map((row) => row.id),
      );
    const update = (values: (random: () => number) => Record<string, unknown>) => async (db: Kysely<Database>) =>
      db
        .updateTable('sites')
        .set(values(random))
        .where('id', '=', await someSite(db))
        .execute();
    return [
      // A note: nothing the counts hold.
      update(() => ({ note: `note ${random()}` })),
      update((r) => ({ launcher_label: pick(r, statuses) })),
      update((r) => ({ designer_id: someone(r, 'designer') })),
      update((r) => ({ ae_id: someone(r, 'ae'), sdr_id: someone(r, 'sdr') })),
      update((r) => ({ corporation_id: pick(r, corporations) })),
      update((r) => ({ provider_id: r() < 0.2 ? null : pick(r, providers) })),
      update(siteValues),
      async (db: Kysely<Database>) =>
        db
          .insertInto('sites')
          .values({ name: 'New Home', ...siteValues(random) })
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .deleteFrom('sites')
          .where('id', '=', await someSite(db))
          .execute(),
      // Bulk: a fifth of the writer's sites to one status, or to one florist; 25 sites inserted at once.
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ launcher_label: pick(random, statuses) })
          .where(mine)
          .where(sql<SqlBool>`sites.id % 5 = ${Math.floor(random() * 5)}`)
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .updateTable('sites')
          .set({ florist_id: someone(random, 'florist') })
          .where(mine)
          .where(sql<SqlBool>`sites.id % 5 = ${Math.floor(random() * 5)}`)
          .execute(),
      async (db: Kysely<Database>) =>
        db
          .insertInto('sites')
          .values(Array.from({ length: 25 }, () => ({ name: 'Bulk New Home', ...siteValues(random) })))
          .execute(),
      // Two statements on one site in one transaction: out of the pipeline and back with another designer.
      async (db: Kysely<Database>) => {
        const site = await someSite(db);
        await db.updateTable('sites').set({ launcher_label: 'Lost' }).where('id', '=', site).execute();
        await db
          .updateTable('sites')
          .set({ launcher_label: 'In Design', designer_id: someone(random, 'designer') })
          .where('id', '=', site)
          .execute();
      },
      // A person leaves: deleting them clears their sites (ON DELETE SET NULL, an update of sites).
      async (db: Kysely<Database>) => {
        const { id } = await db
          .insertInto('users')
          .values({ name: 'Passing AM', email: `passing.${randomUUID().slice(0, 8)}@test.example`, role: 'am' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .updateTable('sites')
          .set({ am_id: id })
          .where(mine)
          .where(sql<SqlBool>`sites.id % 3 = 0`)
          .execute();
        await db.deleteFrom('users').where('id', '=', id).execute();
      },
      (db: Kysely<Database>) => foldDeltas(db, 'insights_open_counts'),
    ];
  };
  const inTransaction = (write: (db: Kysely<Database>) => Promise<unknown>) =>
    h.deps.db.transaction().execute(async (trx) => {
      // A writer that waited here on another's lock would fail the test, not hang it.
      await sql`set local lock_timeout = '5s'`.execute(trx);
      await write(trx);
    });

  it('answers every scope as a count over the sites table gives it after each of 60 random writes', async () => {
    const random = randomFrom(350);
    const writes = writesOf(random, 0, 1);
    await expectCountsExact();
    for (let i = 0; i < 60; i++) {
      await inTransaction(pick(random, writes));
      await expectCountsExact();
    }
  });

  it('stays exact with four writers and a fold at once', async () => {
    const writers = [0, 1, 2, 3].map(async (part) => {
      const random = randomFrom(3500 + part);
      const writes = writesOf(random, part, 4);
      for (let i = 0; i < 12; i++) await inTransaction(pick(random, writes));
    });
    let writing = true;
    const folding = (async () => {
      while (writing) await foldDeltas(h.deps.db, 'insights_open_counts');
    })();
    await Promise.all(writers).finally(() => {
      writing = false;
    });
    await folding;
    await expectCountsExact();
  });

  it('adds nothing for a note or a move between two open statuses, and folds a key into one row', async () => {
    const { db } = h.deps;
    await foldDeltas(db, 'insights_open_counts');
    const rows = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM insights_open_counts`.execute(db)).rows[0]?.n);
    const before = await rows();
    const site = await h.createSite({ launcher_label: 'In Design', corporation_id: 9101, designer_id: viewer.id });
    // Its designer under every site and 9101, each with the designer's own slice: four keys.
    expect(await rows()).toBe(before + 4);
    await db.updateTable('sites').set({ note: 'A note', launcher_label: 'Staged' }).where('id', '=', site).execute();
    expect(await rows()).toBe(before + 4);
    await foldDeltas(db, 'insights_open_counts');
    const { rows: folded } = await sql<{ rows: string; keys: string }>`
      SELECT count(*) AS rows, count(DISTINCT (corporation_id, provider_id, ae_id, holder, role, person)) AS keys FROM insights_open_counts`.execute(
      db,
    );
    expect(folded[0]?.rows).toBe(folded[0]?.keys);
    await expectCountsExact();
  });
});
