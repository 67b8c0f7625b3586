import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ServerConfig } from '../config';

/** The embedded database's folder (DATA_DIR/db); undefined when DATABASE_URL names a PostgreSQL server. */
export const embeddedDataDir = (config: Pick<ServerConfig, 'DATABASE_URL' | 'DATA_DIR'>): string | undefined =>
  config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR, 'db');

/**
 * The child's whole program. initdb grows the WebAssembly memory to several hundred megabytes, and
 * a WebAssembly memory never shrinks, so a server that ran it itself would keep that memory for its
 * whole life. Plain CommonJS run by `node -e`: with tsx's loader each first start also paid for
 * esbuild and a TypeScript transform before initdb could begin.
 */
const createClusterScript = 'const { PGlite } = require(process.argv[1]); PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close());';

const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');

/** Creations under way (or failed), by folder, so an early start and openDatabase share one child. */
const creations = new Map<string, Promise<void>>();

/**
 * Makes `dataDir` a PGlite database folder if it is not one yet, in a child process. `npm start`
 * calls this before it loads the server's modules, so initdb (seconds) runs while they load;
 * openDatabase calls it again and waits for the same child. A failed creation stays failed for
 * this process rather than being tried again.
 */
export const ensureEmbeddedCluster = (dataDir: string): Promise<void> => {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return Promise.resolve();
  const underWay = creations.get(dataDir);
  if (underWay) return underWay;
  mkdirSync(dataDir, { recursive: true });
  const created = promisify(execFile)(process.execPath, ['-e', createClusterScript, pglite, dataDir]).then(() => undefined);
  creations.set(dataDir, created);
  created.then(
    () => creations.delete(dataDir),
    () => undefined,
  );
  return created;
};
