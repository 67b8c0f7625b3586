import { PGlite } from '@electric-sql/pglite';

/**
 * Child-process entry (server/db/database.ts): creates an empty PGlite database folder and exits.
 * initdb grows the WebAssembly memory to several hundred megabytes, and a WebAssembly memory never
 * shrinks, so a server that ran it itself would keep that memory for its whole life.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: createEmbeddedCluster.ts <data folder>');
const db = await PGlite.create({ dataDir });
await db.close();
