import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openEmbeddedDatabase } from '../../server/db/embeddedDatabase';
import { migrateToLatest } from '../../server/db/migrate';
import { createPgliteDialect } from '../../server/db/pgliteDialect';
import type { Database } from '../../server/db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite database dumped once per run (empty on PostgreSQL, where each file has its own schema). */
    migratedPgliteDump: string;
  }
}

/**
 * A new PGlite runs initdb and then every migration: 3-4 s of CPU for each of the API project's
 * files. Done once here and dumped; openTestDatabase starts each file's database from the dump
 * (under a second), then migrates it, which finds nothing left to do.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('migratedPgliteDump', '');
    return async () => undefined;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'website-admin-api-tests-'));
  const pglite = await openEmbeddedDatabase({});
  try {
    await migrateToLatest(new Kysely<Database>({ dialect: createPgliteDialect(pglite).dialect }));
    const file = path.join(folder, 'migrated.tar');
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    project.provide('migratedPgliteDump', file);
  } finally {
    await pglite.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}
