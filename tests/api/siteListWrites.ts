import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type SqlBool } from 'kysely';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../../server/db/schema';
import { foldDeltas } from '../../server/db/foldDeltas';
import { pruneListChanges } from '../../server/siteList/listChanges';

/** A small deterministic generator (mulberry32), so a failing sequence of writes can be replayed. */
export const randomFrom = (seed: number) => {
  let state = seed;
  return (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** One write, run inside a transaction the caller opens; its name says which, when a check after it fails. */
export type SiteWrite = [name: string, write: (db: Kysely<Database>) => Promise<unknown>];

export interface SiteWriteOptions {
  /** The statuses a written site takes. */
  statuses: readonly SiteStatus[];
  /** The people a written site may get as its designer (besides none). */
  designers: readonly number[];
  /** Checklist items ticked and unticked; their catalogue rows must exist. */
  checklistItems?: readonly number[];
  /** How many ids one deletion of a run of sites spans. */
  deletedRun: number;
  /** With several writers at once: a writer touches only the sites whose id leaves `part` over `parts`, so none writes another's. */
  part?: number;
  parts?: number;
}

/**
 * Every kind of write the office makes to the sites a list shows, and the bookkeeping beside them
 * (issue 31): what the list's remembered answers, totals and deep-page starts must survive exactly.
 * Straight in the database, as another instance would write. Shared by the random-writes and the
 * deep-pages tests.
 */
export const siteWritesOf = (random: () => number, options: SiteWriteOptions): SiteWrite[] => {
  const { statuses, designers, checklistItems = [], deletedRun, part = 0, parts = 1 } = options;
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
  const someDay = () => `2031-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`;
  const writes: SiteWrite[] = [
    [
      'a note',
      async (db) =>
        db
          .updateTable('sites')
          .set({ note: `note ${random()}` })
          .where('id', '=', await someSite(db))
          .execute(),
    ],
    [
      'a status change',
      async (db) =>
        db
          .updateTable('sites')
          .set({ launcher_label: pick(statuses) })
          .where('id', '=', await someSite(db))
          .execute(),
    ],
    [
      'an assignment',
      async (db) =>
        db
          .updateTable('sites')
          .set({ designer_id: pick([...designers, null]) })
          .where('id', '=', await someSite(db))
          .execute(),
    ],
    [
      'the flags',
      async (db) =>
        db
          .updateTable('sites')
          .set({ urgent_build: random() < 0.5, hosted_obit_site: random() < 0.2 })
          .where('id', '=', await someSite(db))
          .execute(),
    ],
    [
      'a rename',
      async (db) =>
        db
          .updateTable('sites')
          .set({ name: pick(['Elm Chapel', 'Elm Funeral Home', 'Aspen Chapel']) })
          .where('id', '=', await someSite(db))
          .execute(),
    ],
    [
      'a launch date',
      async (db) =>
        db
          .updateTable('sites')
          .set({ scheduled_launch_date: random() < 0.2 ? null : someDay() })
          .where('id', '=', await someSite(db))
          .execute(),
    ],
    [
      'activity',
      async (db) =>
        db
          .updateTable('sites')
          .set({ latest_activity_at: new Date(Date.now() - Math.floor(random() * 1e9)) })
          .where('id', '=', await someSite(db))
          .execute(),
    ],
    ['a new site', (db) => db.insertInto('sites').values(newSite()).execute()],
    [
      'new sites',
      (db) =>
        db
          .insertInto('sites')
          .values(Array.from({ length: 1 + Math.floor(random() * 30) }, newSite))
          .execute(),
    ],
    [
      'a deletion',
      async (db) =>
        db
          .deleteFrom('sites')
          .where('id', '=', await someSite(db))
          .execute(),
    ],
    [
      'a run of ids deleted',
      async (db) => {
        const from = await someSite(db);
        await db
          .deleteFrom('sites')
          .where('id', '>=', from)
          .where('id', '<', from + deletedRun)
          .where(mine)
          .execute();
      },
    ],
    // A scrape request opened or completed: the trigger of migration 0015 sets the site's flag.
    [
      'a scrape request',
      async (db) => {
        const site = await someSite(db);
        if (random() < 0.6) await db.insertInto('scrape_requests').values({ site_id: site, type: 'blogs' }).execute();
        else
          await db.updateTable('scrape_requests').set({ completed: true, completed_at: new Date() }).where('site_id', '=', site).execute();
      },
    ],
    // Bulk: one statement moves about a fifth of the writer's sites to one status; another flips
    // every flag of the writer's sites (more than the change log notes once there are over 1,000).
    [
      'a bulk status change',
      (db) =>
        db
          .updateTable('sites')
          .set({ launcher_label: pick(statuses) })
          .where(mine)
          .where(sql<SqlBool>`sites.id % 5 = ${Math.floor(random() * 5)}`)
          .execute(),
    ],
    [
      'every flag flipped',
      (db) =>
        db
          .updateTable('sites')
          .set((eb) => ({ urgent_build: eb.not('urgent_build') }))
          .where(mine)
          .execute(),
    ],
    // Two statements on one site in one transaction, one that moves a site and back, and a site
    // inserted and then changed.
    [
      'a status and an assignment together',
      async (db) => {
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
    ],
    [
      'a status changed and back',
      async (db) => {
        const site = await db
          .selectFrom('sites')
          .select(['id', 'launcher_label'])
          .where('id', '=', await someSite(db))
          .executeTakeFirstOrThrow();
        await db
          .updateTable('sites')
          .set({ launcher_label: pick(statuses) })
          .where('id', '=', site.id)
          .execute();
        await db.updateTable('sites').set({ launcher_label: site.launcher_label }).where('id', '=', site.id).execute();
      },
    ],
    [
      'a new site changed at once',
      async (db) => {
        const { id } = await db.insertInto('sites').values(newSite()).returning('id').executeTakeFirstOrThrow();
        await db
          .updateTable('sites')
          .set({ launcher_label: pick(statuses), name: 'Renamed Chapel' })
          .where('id', '=', id)
          .execute();
      },
    ],
    // A person leaves: deleting them clears their sites (ON DELETE SET NULL, which fires the triggers too).
    [
      'a person leaves',
      async (db) => {
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
    ],
    ['a fold of the counts', (db) => foldDeltas(db, 'site_facet_counts')],
    // Everything the change log holds is pruned: what was remembered before is read again.
    ['the change log pruned', (db) => pruneListChanges(db, 0)],
  ];
  if (checklistItems.length === 0) return writes;
  return [
    ...writes,
    [
      'a checklist tick',
      async (db) =>
        db
          .insertInto('site_checklist_ticks')
          .values({ site_id: await someSite(db), item_id: pick(checklistItems), checked: true })
          .onConflict((oc) => oc.columns(['site_id', 'item_id']).doUpdateSet((eb) => ({ checked: eb.not('site_checklist_ticks.checked') })))
          .execute(),
    ],
  ];
};
