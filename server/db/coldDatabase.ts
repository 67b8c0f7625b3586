import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from './schema';

/**
 * Kysely's documented 'cold' setup: it builds queries but runs none. For building the live
 * integrations where no database is open (npm run integrations:check, the clients' tests): only
 * sandboxes touch the database, and nothing there calls them.
 */
export const coldDatabase = (): Kysely<Database> =>
  new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
