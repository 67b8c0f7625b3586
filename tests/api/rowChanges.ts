import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/schema';

export interface RowChanges {
  /** Where the record of changes stands now. */
  mark(): Promise<number>;
  /** Every row committed as inserted, updated or deleted since `mark`, as 'table op' (empty: nothing changed). */
  since(mark: number): Promise<string[]>;
}

/**
 * Records every committed row change of every table in the test's schema (found, not listed, so a
 * new table is covered) with a row trigger, so 'did this request change anything' is one cheap
 * query instead of a scan of every table. A rolled-back transaction leaves no record, as it leaves
 * no change. Only for a test's own database.
 */
export const watchRowChanges = async (db: Kysely<Database>): Promise<RowChanges> => {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  await sql`create table test_row_changes (id bigserial primary key, change text not null)`.execute(db);
  await sql`
    create function test_record_row_change() returns trigger language plpgsql as $$
    begin
      -- A session's 'last seen' moves with any request, refused or not (at most once a minute): bookkeeping, not a change.
      if tg_op = 'UPDATE' and tg_table_name = 'sessions' and to_jsonb(new) - 'last_seen_at' = to_jsonb(old) - 'last_seen_at' then
        return null;
      end if;
      insert into test_row_changes (change) values (tg_table_name || ' ' || tg_op);
      return null;
    end $$`.execute(db);
  for (const { name } of tables) {
    await sql`create trigger test_row_change after insert or update or delete on ${sql.table(name)} for each row execute function test_record_row_change()`.execute(
      db,
    );
  }
  return {
    mark: async () =>
      Number((await sql<{ id: string }>`select coalesce(max(id), 0)::text as id from test_row_changes`.execute(db)).rows[0]!.id),
    since: async (mark) =>
      (await sql<{ change: string }>`select change from test_row_changes where id > ${mark} order by id`.execute(db)).rows.map(
        ({ change }) => change,
      ),
  };
};
