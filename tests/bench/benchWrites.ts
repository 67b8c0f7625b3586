import { sql } from 'kysely';
import type { BenchDatabase } from './benchDatabase';

/** The statuses a bench status change moves a site between: both shown by All Sites, so its total stays put while others move. */
const statuses = ['In Design', 'In Review'] as const;

/**
 * Writes the office makes, one at a time, on a random site of the bench database: what the
 * 'cold' and 'mixed' columns put before or beside the list requests (issue 31). A note changes
 * one row's data only; a status change moves sites between filters, so every total of a filter
 * that reads the status is counted again.
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
