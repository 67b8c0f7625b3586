import { PostgresDialect } from 'kysely';
import type { EmbeddedDatabase } from './embeddedDatabase';

interface PoolClientLike {
  query(sql: string, params?: readonly unknown[]): Promise<{ rows: unknown[]; rowCount: number; command: string }>;
  release(): void;
}

/**
 * PGlite has one connection (on its worker thread, embeddedDatabase.ts). Kysely's Postgres driver asks a pool for a client per query or
 * transaction; handing out the single connection under a queue keeps a transaction's statements
 * together, so the same Kysely code (and the same transactions) run on PGlite and on PostgreSQL.
 */
export const createPgliteDialect = (pglite: EmbeddedDatabase) => {
  let tail: Promise<void> = Promise.resolve();
  const pool = {
    connect(): Promise<PoolClientLike> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const acquired = tail.then(() => client);
      tail = tail.then(() => released);
      const client: PoolClientLike = {
        query: (sql, params) => runPglite(pglite, sql, params),
        release: () => release(),
      };
      return acquired;
    },
    end: async () => {},
  };
  /** For raw SQL outside Kysely (pg-boss): waits its turn like any other client. */
  const executeSql = async (sql: string, params?: readonly unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(sql, params);
    } finally {
      client.release();
    }
  };
  return { dialect: new PostgresDialect({ pool: pool as never }), executeSql };
};

/** One statement with parameters through the extended protocol; parameterless text may hold several statements. */
const runPglite = async (pglite: EmbeddedDatabase, sql: string, params?: readonly unknown[]) => {
  const result = params?.length ? await pglite.query(sql, params) : (await pglite.exec(sql)).at(-1);
  const command = sql.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? '';
  const rows: unknown[] = result?.rows ?? [];
  return { rows, rowCount: result?.affectedRows ?? rows.length, command };
};
