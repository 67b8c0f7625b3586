import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/schema';
import { createIntegrations, type Integrations } from '../../../server/integrations/integrations';

/**
 * Kysely's documented 'cold' setup: it builds queries but runs none. The live clients under test
 * never touch the database; only the services left in sandbox mode would, and these tests do not
 * call them.
 */
const noDatabase = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The app's integrations built exactly as at start-up, from environment variables (here pointing at stub servers). */
export const liveIntegrations = (env: Record<string, string>): Integrations =>
  createIntegrations({ config: loadConfig(env), db: noDatabase, now: () => new Date() });
