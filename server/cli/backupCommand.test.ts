import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { runBackup, runRestore } from './backupCommand';
import { openConfiguredDatabase } from './openConfiguredDatabase';
import { runSeed } from './seedCommand';
import { everyRow } from '../../tests/everyRow';

// Each test makes one or two new embedded clusters and restores into them: 9-17 s on a quiet
// machine, and past the API project's 60 s once in a CI run at a load of 7-9.
describe('npm run db:backup and db:restore (embedded database)', { timeout: 180_000 }, () => {
  let root: string;
  const lines: string[] = [];
  const out = (line: string) => void lines.push(line);
  const embedded = (name: string) => loadConfig({ DATA_DIR: path.join(root, name) });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('restores into a fresh data folder every row of every table, and the sequences where they were', async () => {
    const source = embedded('source');
    const original = await openConfiguredDatabase(source);
    let before: Record<string, string[]>;
    try {
      expect(await runSeed(original.db, ['--sites', '25', '--seed', '7'], () => undefined)).toBe(0);
      const [site] = await original.db.selectFrom('sites').select('id').limit(1).execute();
      await original.db
        .insertInto('notes')
        .values({ site_id: site!.id, user_id: null, type: 'Design', note: 'Kept through a restore' })
        .execute();
      await original.db
        .insertInto('sign_in_failures')
        .values({ address: '192.0.2.1', account: 'someone@example.com', failed_at: new Date() })
        .execute();
      before = await everyRow(original);
    } finally {
      await original.close();
    }
    for (const table of ['users', 'sites', 'providers', 'notes', 'sign_in_failures', 'kysely_migration'])
      expect(before[`public.${table}`]?.length, table).toBeGreaterThan(0);

    const file = path.join(root, 'backup.tar.gz');
    expect(await runBackup(source, ['--out', file], out)).toBe(0);
    expect(lines.at(-1)).toBe('Keep the secrets key with this backup: DATA_DIR/secrets.key, or the SECRETS_KEY you set.');

    const target = embedded('target');
    expect(await runRestore(target, [file], out)).toBe(0);
    const restored = await openDatabase({ dataDir: path.join(root, 'target', 'db') });
    try {
      expect(await everyRow(restored)).toEqual(before);
      const maxSite = Math.max(...before['public.sites']!.map((row) => (JSON.parse(row) as { id: number }).id));
      const { id } = await restored.db.insertInto('sites').values({ name: 'After the restore' }).returning('id').executeTakeFirstOrThrow();
      expect(id).toBe(maxSite + 1);
    } finally {
      await restored.close();
    }

    // the restored folder is not empty any more: a second restore refuses to overwrite it unless told to
    expect(await runRestore(target, [file], out)).toBe(1);
    expect(lines.at(-1)).toBe(
      `${path.join(root, 'target', 'db')} is not empty: restore with --replace to replace the database in it, or move it aside first.`,
    );
    // nor does a backup overwrite a file
    expect(await runBackup(source, ['--out', file], out)).toBe(1);
    expect(lines.at(-1)).toBe(`${file} already exists: choose another name.`);
  });

  it('with --replace restores over a database that is there, row for row, and leaves nothing of it', async () => {
    const config = embedded('replaced');
    const original = await openConfiguredDatabase(config);
    let before: Record<string, string[]>;
    try {
      expect(await runSeed(original.db, ['--sites', '10', '--seed', '3'], () => undefined)).toBe(0);
      before = await everyRow(original);
    } finally {
      await original.close();
    }
    const file = path.join(root, 'replaced.tar.gz');
    expect(await runBackup(config, ['--out', file], out)).toBe(0);

    // the database moves on after the backup: a note and a site that the restore takes away
    const changed = await openConfiguredDatabase(config);
    try {
      const { id } = await changed.db
        .insertInto('sites')
        .values({ name: 'Made after the backup' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await changed.db
        .insertInto('notes')
        .values({ site_id: id, user_id: null, type: 'Design', note: 'Written after the backup' })
        .execute();
    } finally {
      await changed.close();
    }

    expect(await runRestore(config, ['--replace', file], out)).toBe(0);
    expect(lines.at(-1)).toBe(`Replaced the database in ${path.join(root, 'replaced', 'db')} with ${file}.`);
    const restored = await openDatabase({ dataDir: path.join(root, 'replaced', 'db') });
    try {
      expect(await everyRow(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });

  it('refuses a backup of a newer version, whose migrations this code does not know, and leaves the database as it was', async () => {
    const config = embedded('newer');
    const newer = await openConfiguredDatabase(config);
    try {
      await newer.executeSql('INSERT INTO kysely_migration (name, timestamp) VALUES ($1, $2)', [
        '9999_from_the_future',
        new Date().toISOString(),
      ]);
    } finally {
      await newer.close();
    }
    const file = path.join(root, 'newer.tar.gz');
    expect(await runBackup(config, ['--out', file], out)).toBe(0);

    const target = embedded('older');
    const older = await openConfiguredDatabase(target);
    try {
      await older.db
        .insertInto('sign_in_failures')
        .values({ address: '192.0.2.9', account: 'still.here@example.com', failed_at: new Date() })
        .execute();
    } finally {
      await older.close();
    }
    expect(await runRestore(target, ['--replace', file], out)).toBe(1);
    expect(lines.at(-1)).toBe(
      `${file} comes from a newer version of Website Admin: its database has 1 migration(s) this version does not know (9999_from_the_future). Update the app, then restore.`,
    );
    const kept = await openDatabase({ dataDir: path.join(root, 'older', 'db') });
    try {
      expect(await kept.db.selectFrom('sign_in_failures').select('account').execute()).toEqual([{ account: 'still.here@example.com' }]);
    } finally {
      await kept.close();
    }
  });

  it('refuses what it cannot use, with the reason', async () => {
    expect(await runBackup(embedded('nothing'), ['--out', path.join(root, 'never.tar.gz')], out)).toBe(1);
    expect(lines.at(-1)).toBe(`There is no embedded database in ${path.join(root, 'nothing', 'db')} to back up.`);
    expect(await runBackup(embedded('nothing'), [], out)).toBe(1);
    expect(lines.at(-1)).toMatch(/^Usage: npm run db:backup -- --out <file>/);
    expect(await runRestore(embedded('nothing'), [], out)).toBe(1);
    expect(lines.at(-1)).toMatch(/^Usage: npm run db:restore -- \[--replace\] <file>/);
    expect(await runRestore(embedded('nothing'), [path.join(root, 'missing.tar.gz')], out)).toBe(1);
    expect(lines.at(-1)).toBe(`${path.join(root, 'missing.tar.gz')} does not exist.`);

    const text = path.join(root, 'notes.txt');
    await writeFile(text, 'not a backup');
    expect(await runRestore(embedded('nothing'), [text], out)).toBe(1);
    expect(lines.at(-1)).toBe(`${text} is not an embedded-database backup.`);
  });

  it('with DATABASE_URL uses pg_dump and pg_restore, and says how to get them when they are missing', async () => {
    const postgres = loadConfig({ DATABASE_URL: 'postgres://admin:secret@127.0.0.1:1/website_admin' });
    const noTools = { PATH: path.join(root, 'no-tools-here') };
    expect(await runBackup(postgres, ['--out', path.join(root, 'pg.dump')], out, noTools)).toBe(1);
    expect(lines.at(-1)).toBe(
      "pg_dump was not found. Install PostgreSQL's client tools of the server's major version or later (Debian: apt-get install postgresql-client) and try again.",
    );
    const dump = path.join(root, 'fake.dump');
    await writeFile(dump, 'PGDMP and nothing else');
    expect(await runRestore(postgres, [dump], out, noTools)).toBe(1);
    expect(lines.at(-1)).toBe(
      "pg_restore was not found. Install PostgreSQL's client tools of the server's major version or later (Debian: apt-get install postgresql-client) and try again.",
    );
    const embeddedBackup = path.join(root, 'embedded.tar.gz');
    await writeFile(embeddedBackup, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]));
    expect(await runRestore(postgres, [embeddedBackup], out, noTools)).toBe(1);
    expect(lines.at(-1)).toBe(
      `${embeddedBackup} is not a pg_dump archive (it is an embedded-database backup: restore it without DATABASE_URL).`,
    );
  });
});
