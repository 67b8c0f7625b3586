import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ServerConfig } from '../config';

/** The embedded database's folder (DATA_DIR/db); undefined when DATABASE_URL names a PostgreSQL server. */
export const embeddedDataDir = (config: Pick<ServerConfig, 'DATABASE_URL' | 'DATA_DIR'>): string | undefined =>
  config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR, 'db');

/** The child's program: plain JavaScript, so it needs no TypeScript loader (why a child at all: its header). */
const createClusterScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'createEmbeddedCluster.js');

/** Whether `dataDir` holds a PGlite database already (PostgreSQL's PG_VERSION, which the child writes last). */
export const isEmbeddedCluster = (dataDir: string): boolean => existsSync(path.join(dataDir, 'PG_VERSION'));

/** Creations under way (or failed), by folder, so an early start and openDatabase share one child. */
const creations = new Map<string, Promise<void>>();

/**
 * Makes `dataDir` a PGlite database folder if it is not one yet, in a child process. `npm start`
 * calls this before it loads the server's modules, so initdb (seconds) runs while they load;
 * openDatabase calls it again and waits for the same child. A failed creation stays failed for
 * this process rather than being tried again.
 */
export const ensureEmbeddedCluster = (dataDir: string): Promise<void> => {
  if (isEmbeddedCluster(dataDir)) return Promise.resolve();
  const underWay = creations.get(dataDir);
  if (underWay) return underWay;
  // Every failure, even the folder's, comes as a rejection: `npm start` calls this outside its try.
  const created = mkdir(dataDir, { recursive: true })
    .then(() => promisify(execFile)(process.execPath, [createClusterScript, dataDir]))
    .then(() => undefined);
  creations.set(dataDir, created);
  created.then(
    () => creations.delete(dataDir),
    () => undefined,
  );
  return created;
};
