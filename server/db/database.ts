import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { type DatabaseNotifications, listenOnPglite, listenOnPostgres } from './databaseNotifications';
import { createPgliteDialect } from './pgliteDialect';

export type SqlExecutor = (sql: string, params?: readonly unknown[]) => Promise<{ rows: unknown[]; rowCount: number }>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for pg-boss, sharing the same connection discipline as Kysely. */
  executeSql: SqlExecutor;
  /** LISTEN/NOTIFY: what the triggers and other instances notify (server/db/databaseNotifications.ts). */
  notifications: DatabaseNotifications;
  close(): Promise<void>;
}

interface DatabaseOptions {
  /** postgres://... for a real server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite folder; undefined means in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (tests isolate each file in its own). */
  schema?: string | undefined;
}

// DATE columns stay 'YYYY-MM-DD' strings: a launch date is a calendar day, not an instant.
pg.types.setTypeParser(1082, (value: string) => value);
pg.types.setTypeParser(20, (value: string) => Number(value));

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const connection = {
      connectionString: options.databaseUrl,
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    };
    const pool = new pg.Pool({ ...connection, max: 10 });
    if (options.schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      await admin.end();
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const notifications = listenOnPostgres(connection);
    return {
      db,
      kind: 'postgres',
      executeSql: async (sql, params) => {
        const result = await pool.query(sql, params as unknown[] | undefined);
        return { rows: result.rows, rowCount: result.rowCount ?? 0 };
      },
      notifications,
      close: async () => {
        await notifications.close();
        await db.destroy();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm },
    parsers: { 1082: (value: string) => value, 20: (value: string) => Number(value) },
  });
  const notifications = await listenOnPglite(pglite);
  const { dialect, executeSql } = createPgliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    executeSql,
    notifications,
    close: async () => {
      await notifications.close();
      await db.destroy();
      await pglite.close();
    },
  };
};
