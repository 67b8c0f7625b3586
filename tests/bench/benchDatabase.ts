import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Role } from '../../domain/roles';
import { hashToken, newToken } from '../../server/auth/tokens';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createRng } from '../../server/db/seed/prng';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { seedSites } from '../../server/db/seed/sites';

/** How many people of each role the seeded sites are shared among (a mid-sized team). */
const teamSize: Partial<Record<Role, number>> = { designer: 12, florist: 6, ae: 10, am: 6, sdr: 5, care: 8, launch: 3 };

/** The bench's callers: one signed-in person per role the list combinations act as. */
export type BenchCallers = Record<'admin' | 'designer' | 'ae' | 'care', { id: number; token: string }>;

export interface BenchDatabase {
  label: string;
  handle: DatabaseHandle;
  /** The PostgreSQL schema the sites are in (none on PGlite). */
  schema: string | undefined;
  callers: BenchCallers;
  /** Ids of people who hold sites, by role: the person filters pick from these. */
  people: Record<'designer' | 'ae' | 'care' | 'florist', number[]>;
  dispose(): Promise<void>;
}

const seedPeople = async (handle: DatabaseHandle) => {
  const db = handle.db;
  const rows = Object.entries(teamSize).flatMap(([role, count]) =>
    Array.from({ length: count }, (_, index) => ({
      name: `Bench ${role} ${index + 1}`,
      email: `${role}${index + 1}@bench.example`,
      role: role as Role,
    })),
  );
  await db
    .insertInto('users')
    .values([{ name: 'Bench Admin', email: 'admin@bench.example', role: 'admin' }, ...rows])
    .execute();
  return readPeople(handle);
};

/** The seeded people, each caller with a fresh session. */
const readPeople = async (handle: DatabaseHandle) => {
  const db = handle.db;
  const users = await db.selectFrom('users').select(['id', 'role']).orderBy('id').execute();
  const idsOf = (role: Role) => users.filter((user) => user.role === role).map((user) => user.id);
  const signIn = async (id: number) => {
    const token = newToken();
    await db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: id, expires_at: new Date(Date.now() + 86_400_000) })
      .execute();
    return { id, token };
  };
  const firstOf = (role: Role) => idsOf(role)[0] as number;
  const callers: BenchCallers = {
    admin: await signIn(firstOf('admin')),
    designer: await signIn(firstOf('designer')),
    ae: await signIn(firstOf('ae')),
    care: await signIn(firstOf('care')),
  };
  return { callers, people: { designer: idsOf('designer'), ae: idsOf('ae'), care: idsOf('care'), florist: idsOf('florist') } };
};

const countSites = async (handle: DatabaseHandle): Promise<number> => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from sites`.execute(handle.db);
  return rows[0]?.n ?? 0;
};

/**
 * VACUUM ANALYZE of the bench's own tables: on a shared PostgreSQL a database-wide VACUUM waits
 * for every other schema's locks (another run's materialised view refresh held it for 20 minutes).
 * A PGlite database is the bench's alone, so there it is the whole database.
 */
export const vacuumOwnTables = async (handle: DatabaseHandle): Promise<void> => {
  if (handle.kind === 'pglite') {
    await sql`VACUUM ANALYZE`.execute(handle.db);
    return;
  }
  const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(
    handle.db,
  );
  await sql`VACUUM ANALYZE ${sql.join(rows.map((row) => sql.table(row.name)))}`.execute(handle.db);
};

/**
 * A throwaway database with `siteCount` seeded sites: PGlite in a temporary folder, or, given a
 * PostgreSQL URL, a schema of its own that is dropped afterwards. After the bulk load the tables
 * are vacuumed and analysed, as autovacuum would have done on a live server (statistics for the
 * planner, the visibility map for index-only counts).
 *
 * `keepSchema` (BENCH_SCHEMA) names a PostgreSQL schema that outlives the run: seeded once (200,000
 * sites take minutes), then reused as long as it holds `siteCount` sites, brought to the latest
 * migration first. Drop it by hand when done (DROP SCHEMA name CASCADE).
 */
export const openBenchDatabase = async (siteCount: number, databaseUrl?: string, keepSchema?: string): Promise<BenchDatabase> => {
  const folder = databaseUrl ? undefined : await mkdtemp(path.join(tmpdir(), 'website-admin-bench-'));
  const kept = databaseUrl ? keepSchema : undefined;
  const schema = databaseUrl ? (kept ?? `bench_${randomUUID().replaceAll('-', '')}`) : undefined;
  const handle = await openDatabase({ databaseUrl, dataDir: folder, schema });
  const dispose = async () => {
    if (schema && !kept) await handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await handle.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  try {
    const reused = kept !== undefined && (await migrateToLatest(handle.db, { schema }).then(() => countSites(handle))) === siteCount;
    if (reused && kept) {
      await handle.db.deleteFrom('sessions').execute();
      const { callers, people } = await readPeople(handle);
      await vacuumOwnTables(handle);
      return { label: 'PostgreSQL', handle, schema, callers, people, dispose };
    }
    if (kept) {
      await handle.db.schema.dropSchema(kept).ifExists().cascade().execute();
      await handle.db.schema.createSchema(kept).execute();
    }
    await migrateToLatest(handle.db, { schema });
    await seedReferenceData(handle.db);
    const { callers, people } = await seedPeople(handle);
    await seedSites(handle.db, siteCount, createRng(20_250_310));
    await vacuumOwnTables(handle);
    return { label: databaseUrl ? 'PostgreSQL' : 'PGlite', handle, schema, callers, people, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
};
