import { sql } from 'kysely';
import type { BenchDatabase } from './benchDatabase';

/** The statuses a bench status change moves a site between: both shown by All Sites, so its total stays put while others move. */
const statuses = ['In Design', 'In Review'] as const;

/**
 * Writes the office makes, one at a time, on a random site of the bench database: what the
 * 'cold' and 'mixed' figures put before or beside the list requests (issue 31). A note changes
 * one row's data only; a status change moves a site between the lists of those two statuses; an
 * assignment between the lists of two designers.
 */
export const benchWrites = (bench: BenchDatabase) => {
  const db = bench.handle.db;
  const randomSite = sql<number>`(select floor(random() * (select max(id) from sites))::int + 1)`;
  const note = async () => {
    await sql`update sites set note = ${`bench note ${Date.now()}`} where id = ${randomSite}`.execute(db);
  };
  const statusChange = async () => {
    // The first site at or after a random id that has one of the two statuses: every call changes one.
    await sql`update sites set launcher_label = case when launcher_label = ${statuses[0]} then ${statuses[1]} else ${statuses[0]} end
      where id = (select id from sites where id >= ${randomSite} and launcher_label in (${sql.join(statuses)}) order by id limit 1)`.execute(
      db,
    );
  };
  const assignment = async () => {
    const designer = bench.people.designer[Math.floor(Math.random() * bench.people.designer.length)] ?? null;
    await sql`update sites set designer_id = ${designer} where id = ${randomSite}`.execute(db);
  };
  /** The background mix: mostly notes, then assignments and status changes. */
  const mixed = [note, note, note, assignment, statusChange];
  return {
    note,
    statusChange,
    any: () => (mixed[Math.floor(Math.random() * mixed.length)] ?? note)(),
  };
};

/**
 * A change to one list itself, turn about: a random site it shows leaves it (its status becomes
 * Test, which none of the measured lists shows), then comes back with its own status. Each turn
 * changes the list's total and moves its deep pages: the request after it cannot be answered from
 * what was remembered unchanged. `firstMatchFrom(id)` is the list's first site at or after an id.
 */
export const listChanges = (bench: BenchDatabase, firstMatchFrom: (id: number) => Promise<number | undefined>) => {
  const db = bench.handle.db;
  let away: { id: number; status: string } | undefined;
  const bringBack = async () => {
    if (!away) return;
    await sql`update sites set launcher_label = ${away.status} where id = ${away.id}`.execute(db);
    away = undefined;
  };
  const turn = async () => {
    if (away) return bringBack();
    const { rows } = await sql<{ top: number }>`select coalesce(max(id), 0) as top from sites`.execute(db);
    const id = (await firstMatchFrom(Math.floor(Math.random() * Number(rows[0]?.top ?? 0)))) ?? (await firstMatchFrom(0));
    if (id === undefined) return;
    const { rows: moved } = await sql<{ status: string }>`
      update sites s set launcher_label = 'Test' from sites old where s.id = ${id} and old.id = s.id returning old.launcher_label as status
    `.execute(db);
    away = { id, status: moved[0]?.status ?? 'Live' };
  };
  return { turn, bringBack };
};
