import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { type DatabaseNotifications, listenOnPglite, listenOnPostgres } from './databaseNotifications';
import { ensureEmbeddedCluster } from './embeddedCluster';
import { openEmbeddedDatabase } from './embeddedDatabase';
import { createPgliteDialect } from './pgliteDialect';
import { auditedDialect } from '../audit/auditedDialect';

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
  /** An in-memory PGlite starts as a copy of this dump (`dumpDataDir`) instead of a new cluster. */
  pgliteDump?: Blob | undefined;
}

// DATE columns stay 'YYYY-MM-DD' strings: a launch date is a calendar day, not an instant (the
// embedded database's thread parses both the same way: embeddedDatabaseWorker.js).
pg.types.setTypeParser(1082, (value: string) => value);
pg.types.setTypeParser(20, (value: string) => Number(value));

/**
 * While PostgreSQL is away a request must not wait on it (decision 0429): a new connection gives up
 * after 1.5 s, so the request answers 503 within 2 s; TCP keepalives find a connection whose peer
 * vanished without closing it.
 */
const poolTimeouts = { connectionTimeoutMillis: 1_500, keepAlive: true, keepAliveInitialDelayMillis: 10_000 } satisfies pg.PoolConfig;

/** The same statement text gets the same name on every connection; sha1 of the text keeps names short and distinct. */
const statementName = (text: string): string => `q_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * Kysely's SELECTs go to PostgreSQL as named prepared statements: each connection parses and
 * analyses a statement once and then only binds new values, and after a few runs PostgreSQL may
 * keep a generic plan instead of planning again (the list statement's seven joins cost more to
 * plan than to run). The names are per connection and the app builds a bounded set of statement
 * texts (values are always parameters), so the set of prepared statements stays small. Other
 * statements (writes, migrations, pg-boss through executeSql) run as before.
 */
const preparingPool = (pool: pg.Pool): PostgresPool => ({
  connect: async () => {
    const client = await pool.connect();
    // A checked-out client whose connection dies between two queries emits 'error'; unheard, it
    // would end the process. Heard, the client goes back broken and the pool discards it.
    let lostWith: Error | undefined;
    const onError = (error: Error) => (lostWith = error);
    client.on('error', onError);
    const query = (text: string, values: readonly unknown[]) =>
      /^select\b/i.test(text) ? client.query({ name: statementName(text), text, values: [...values] }) : client.query(text, [...values]);
    const release = () => {
      client.off('error', onError);
      client.release(lostWith);
    };
    // Kysely passes a cursor only when given a cursor class, which this dialect never is.
    return { query, release } as unknown as PostgresPoolClient;
  },
  end: () => pool.end(),
});

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const connection = {
      connectionString: options.databaseUrl,
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    };
    const pool = new pg.Pool({ ...connection, ...poolTimeouts, max: 10 });
    // An idle connection that dies (a restart, a failover) is reported here; unheard, Node would end the process.
    pool.on('error', (error) => console.error('[db] an idle database connection was lost', error.message));
    if (options.schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      await admin.end();
    }
    const db = new Kysely<Database>({ dialect: auditedDialect(new PostgresDialect({ pool: preparingPool(pool) })) });
    const notifications = listenOnPostgres({ ...connection, ...poolTimeouts });
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
        // Kysely ends the pool only if it ever used it: a handle used through executeSql alone (pg-boss, a tool) ends it here.
        if (!pool.ending) await pool.end();
      },
    };
  }
  // A new folder is made by a child process (server/db/embeddedCluster.ts), so initdb's memory leaves with it.
  if (options.dataDir) await ensureEmbeddedCluster(options.dataDir);
  const pglite = await openEmbeddedDatabase({ dataDir: options.dataDir, dump: options.pgliteDump });
  const notifications = await listenOnPglite(pglite).catch(async (error: unknown) => {
    await pglite.close();
    throw error;
  });
  const { dialect, executeSql } = createPgliteDialect(pglite);
  const db = new Kysely<Database>({ dialect: auditedDialect(dialect) });
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
