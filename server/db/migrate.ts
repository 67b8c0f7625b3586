import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './schema';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The names of this code's migrations (`NNNN_name`), in the order they apply: what a database made by this code may hold. */
export const knownMigrationNames = async (): Promise<string[]> =>
  (await readdir(migrationsDir))
    .filter((f) => /^\d{4}_.+\.ts$/.test(f))
    .sort()
    .map((file) => file.replace(/\.ts$/, ''));

/** Every file `NNNN_name.ts` in migrations/, applied in name order; a new table means a new file. */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const entries = await Promise.all(
      (await knownMigrationNames()).map(
        async (name) => [name, (await import(pathToFileURL(path.join(migrationsDir, `${name}.ts`)).href)) as Migration] as const,
      ),
    );
    return Object.fromEntries(entries);
  },
};

/**
 * `schema` keeps Kysely's bookkeeping tables beside the data they describe: without it the
 * migrator finds another schema's tables on a shared server and skips creating its own.
 */
export const migrateToLatest = async (db: Kysely<Database>, options: { schema?: string | undefined } = {}): Promise<string[]> => {
  const migrator = new Migrator({
    db,
    provider: folderProvider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
