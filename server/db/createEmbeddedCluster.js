// Child-process entry (server/db/embeddedCluster.ts): makes a new PGlite database folder and exits.
// initdb grows the WebAssembly memory to several hundred megabytes, and a WebAssembly memory never
// shrinks, so a server that ran it itself would keep that memory for its whole life.
//
// Plain JavaScript, so Node runs it without tsx's loader (esbuild and a transform on every first
// start). initdb runs in PGlite's in-memory file system and the finished folder is written out
// file by file: PGlite's own path for a folder on disk runs initdb in memory too, then packs the
// folder into a tar archive and unpacks it onto the disk, which took seconds longer.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Where PGlite keeps the database folder in its own file system. */
const pgliteDataDir = '/pglite/data';

/** PostgreSQL's mark of a database folder, written last: a copy cut short is not taken for a database. */
const marker = 'PG_VERSION';

const copyOut = (fs, from, to) => {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const name of fs.readdir(from)) {
    if (name === '.' || name === '..' || (from === pgliteDataDir && name === marker)) continue;
    const source = `${from}/${name}`;
    if (fs.isDir(fs.stat(source).mode)) copyOut(fs, source, path.join(to, name));
    else writeFileSync(path.join(to, name), fs.readFile(source), { mode: 0o600 });
  }
};

const create = async (dataDir) => {
  const db = await PGlite.create();
  const fs = db.Module.FS;
  // Closing shuts PostgreSQL down cleanly; the in-memory files stay readable.
  await db.close();
  copyOut(fs, pgliteDataDir, dataDir);
  writeFileSync(path.join(dataDir, marker), fs.readFile(`${pgliteDataDir}/${marker}`), { mode: 0o600 });
};

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: createEmbeddedCluster.js <data folder>');
await create(dataDir);
