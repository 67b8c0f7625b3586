import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import type { Hono } from 'hono';
import type { Insertable } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { roles, type Role } from '../../domain/roles';
import { createApp } from '../../server/app';
import { hashToken, newToken } from '../../server/auth/tokens';
import { loadConfig, type ServerConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { SitesTable } from '../../server/db/schema';
import type { AppDeps, AppEnv } from '../../server/appDeps';
import { createIntegrations } from '../../server/integrations/integrations';
import { jobDefinitions } from '../../server/jobs/jobDefinitions';
import type { JobDefinition } from '../../server/jobs/jobDefinition';
import { createInlineJobQueue, type InlineJobQueue } from './inlineJobQueue';
import { DatabaseLiveEvents } from '../../server/live/databaseLiveEvents';
import { createSecretBox } from '../../server/secrets/secretBox';

const testOrigin = 'http://localhost';

/** The bindings @hono/node-server gives a request (getConnInfo reads the socket's address from them). */
export const peerEnv = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: isIP(address) === 6 ? 'IPv6' : 'IPv4' } },
});

export interface TestUser {
  id: number;
  role: Role;
  name: string;
  token: string;
}

export interface Harness {
  app: Hono<AppEnv>;
  deps: AppDeps;
  handle: DatabaseHandle;
  /** Jobs sent during the test; `await h.jobs.drain()` runs them (and what they send) in-process. */
  jobs: InlineJobQueue;
  /** The real hub: `h.live.listen('site:12', (type, payload) => ...)` sees what routes and jobs publish. */
  live: DatabaseLiveEvents;
  /** One user per role, each with a live session. */
  users: Record<Role, TestUser>;
  /** `peer` is the TCP peer's address the server sees (none when unset, as for an in-process call). */
  request(
    method: string,
    path: string,
    options?: { as?: Role | TestUser; body?: unknown; headers?: Record<string, string>; peer?: string },
  ): Promise<Response>;
  createSite(values?: Partial<Insertable<SitesTable>>): Promise<number>;
  createUser(role: Role, name?: string): Promise<TestUser>;
  close(): Promise<void>;
}

/**
 * Kysely's migrator lists every schema's tables with has_schema_privilege(), which fails with
 * 'schema ... does not exist' when another test file drops its schema during that scan. Test
 * files on PostgreSQL therefore migrate while holding this advisory lock shared, and drop their
 * schemas while holding it exclusively: migrations still run side by side, never across a drop.
 */
const schemaDropLock = 17_401;

/** Drops a test file's schema on PostgreSQL, never while another file's migrator is scanning schemas. */
export const dropTestSchema = async (handle: DatabaseHandle, schema: string): Promise<void> => {
  if (handle.kind !== 'postgres') return;
  // One simple-protocol query is one transaction: the lock is held until the drop commits.
  await handle.executeSql(`SELECT pg_advisory_xact_lock(${schemaDropLock}); DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
};

const migrateBesideOtherFiles = async (handle: DatabaseHandle, databaseUrl: string, schema: string): Promise<void> => {
  const lockHolder = new pg.Client({ connectionString: databaseUrl });
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock_shared($1)', [schemaDropLock]);
    await migrateToLatest(handle.db, { schema });
  } finally {
    // Ending the session releases its lock.
    await lockHolder.end();
  }
};

/**
 * A fresh, migrated database per call: in-memory PGlite, or (when DATABASE_URL is set, as in
 * `npm run test:pg`) its own schema on the real server, so test files never see each other's rows.
 * `close` drops that schema.
 */
export const openTestDatabase = async (): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> => {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomUUID().replaceAll('-', '')}` : undefined;
  // PGlite starts from the run's migrated dump (migratedDump.globalSetup.ts); migrating then finds nothing to do.
  const dumpFile = databaseUrl ? '' : inject('migratedPgliteDump');
  const pgliteDump = dumpFile ? new Blob([await readFile(dumpFile)]) : undefined;
  const handle = await openDatabase({ databaseUrl, schema, pgliteDump });
  if (databaseUrl && schema) await migrateBesideOtherFiles(handle, databaseUrl, schema);
  else await migrateToLatest(handle.db);
  return {
    handle,
    close: async () => {
      if (schema) await dropTestSchema(handle, schema);
      await handle.close();
    },
  };
};

/** The API on a fresh database (openTestDatabase), with the demo roles' users signed in on request. */
export const createHarness = async (
  options: { now?: () => Date; jobDefinitions?: readonly JobDefinition[]; config?: Partial<ServerConfig> } = {},
): Promise<Harness> => {
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openTestDatabase();
  const { handle } = database;
  const live = new DatabaseLiveEvents(handle);
  await live.start();
  const jobs = createInlineJobQueue(options.jobDefinitions ?? jobDefinitions, () => deps);
  // The config names the database in use (GET /api/health reports it), as in the real server.
  const config = {
    ...loadConfig(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DEMO: false,
    SANDBOX_DNS_SYNC_MS: 0,
    NODE_ENV: 'test',
    ...options.config,
  };
  const now = options.now ?? (() => new Date());
  const deps: AppDeps = {
    db: handle.db,
    config,
    now,
    jobs,
    live,
    integrations: createIntegrations({ config, db: handle.db, now }),
    secrets: createSecretBox(randomBytes(32)),
  };
  const app = createApp(deps);

  const createUser = async (role: Role, name = `${role} user`): Promise<TestUser> => {
    const { id } = await handle.db
      .insertInto('users')
      .values({ name, email: `${role}.${randomUUID().slice(0, 8)}@test.example`, role })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = newToken();
    await handle.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: id, expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
    return { id, role, name, token };
  };

  const users = {} as Record<Role, TestUser>;
  for (const role of roles) users[role] = await createUser(role, `Test ${role}`);

  await handle.db
    .insertInto('corporations')
    .values([
      { id: 1, name: 'Corporate' },
      { id: 2, name: 'Group Two' },
    ])
    .execute();

  return {
    app,
    deps,
    handle,
    jobs,
    live,
    users,
    createUser,
    request: (method, path, { as, body, headers = {}, peer } = {}) => {
      const user = typeof as === 'string' ? users[as] : as;
      return Promise.resolve(
        app.request(
          path,
          {
            method,
            headers: {
              origin: testOrigin,
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              ...(user ? { authorization: `bearer ${user.token}` } : {}),
              ...headers,
            },
            ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
          },
          peer === undefined ? undefined : peerEnv(peer),
        ),
      );
    },
    createSite: async (values = {}) => {
      const { id } = await handle.db
        .insertInto('sites')
        .values({ name: 'Test Funeral Home', ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    close: () => database.close(),
  };
};
