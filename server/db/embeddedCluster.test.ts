import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { embeddedDataDir, ensureEmbeddedCluster, isEmbeddedCluster } from './embeddedCluster';

describe('the embedded database folder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'embedded-cluster-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is DATA_DIR/db, and there is none when DATABASE_URL names a server', () => {
    expect(embeddedDataDir({ DATA_DIR: root, DATABASE_URL: undefined })).toBe(path.join(root, 'db'));
    expect(embeddedDataDir({ DATA_DIR: root, DATABASE_URL: 'postgres://localhost/admin' })).toBeUndefined();
  });

  it('is created once by a child however many callers wait for it, and PGlite then opens it', async () => {
    const dataDir = path.join(root, 'new', 'db');
    const early = ensureEmbeddedCluster(dataDir);
    expect(ensureEmbeddedCluster(dataDir)).toBe(early);
    expect(isEmbeddedCluster(dataDir)).toBe(false);
    await early;
    expect(isEmbeddedCluster(dataDir)).toBe(true);

    const handle = await openDatabase({ dataDir });
    try {
      const { rows } = await sql<{ database: string }>`SELECT current_database() AS database`.execute(handle.db);
      expect(rows).toEqual([{ database: 'postgres' }]);
    } finally {
      await handle.close();
    }
  });
});
