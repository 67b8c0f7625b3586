import type { DatabaseHandle } from '../server/db/database';

/**
 * Every row of every table in `schemas`, as JSON text in a stable order, by `schema.table`: two
 * databases hold the same data when these are equal (a backup and its restore).
 */
export const everyRow = async (handle: DatabaseHandle, schemas: readonly string[] = ['public']): Promise<Record<string, string[]>> => {
  const { rows: tables } = await handle.executeSql(
    `SELECT table_schema, table_name FROM information_schema.tables
     WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY table_schema, table_name`,
    [schemas],
  );
  const contents: Record<string, string[]> = {};
  for (const { table_schema: schema, table_name: table } of tables as Array<{ table_schema: string; table_name: string }>) {
    const { rows } = await handle.executeSql(`SELECT row_to_json(t)::text AS row FROM "${schema}"."${table}" t ORDER BY 1`);
    contents[`${schema}.${table}`] = (rows as Array<{ row: string }>).map((row) => row.row);
  }
  return contents;
};
