import type { ServerConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { embeddedDataDir } from '../db/embeddedCluster';
import { migrateToLatest } from '../db/migrate';

/**
 * The database `npm start` uses (DATABASE_URL, or PGlite in DATA_DIR/db, as server/startServer.ts
 * opens it), migrated, for the command-line tools. PGlite allows one process per folder: stop
 * the server before running a tool against an embedded database.
 */
export const openConfiguredDatabase = async (config: ServerConfig): Promise<DatabaseHandle> => {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: embeddedDataDir(config),
  });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
};
