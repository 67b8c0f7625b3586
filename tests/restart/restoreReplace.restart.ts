import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackup, runRestore } from '../../server/cli/backupCommand';
import { runSeed } from '../../server/cli/seedCommand';
import { loadConfig, type ServerConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { jobDefinitions } from '../../server/jobs/jobDefinitions';
import { startJobRunner } from '../../server/jobs/jobRunner';
import { everyRow } from '../everyRow';
import { createOwnDatabase, type OwnDatabase } from './ownDatabase';

/** The app's tables and pg-boss's: a restore over a database replaces both (pg-boss's partitioned job table is what once stopped it). */
const schemas = ['public', 'pgboss'];

/**
 * `npm run db:backup` and `npm run db:restore -- --replace` on PostgreSQL (issue 28, decision 0447):
 * pg_dump and a whole-database restore work on a database of the test's own, as they would on
 * production's, which a schema per test file cannot give them. The embedded database's round trip
 * is server/cli/backupCommand.test.ts.
 */
describe('npm run db:backup and db:restore -- --replace (PostgreSQL)', () => {
  let database: OwnDatabase;
  let config: ServerConfig;
  let folder: string;
  const lines: string[] = [];
  const out = (line: string) => void lines.push(line);
  /** What db:restore names: the database's URL without its password. */
  let shownUrl: string;

  const withDatabase = async <T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> => {
    const handle = await openDatabase({ databaseUrl: database.url });
    try {
      return await use(handle);
    } finally {
      await handle.close();
    }
  };

  beforeAll(async () => {
    database = await createOwnDatabase('restore');
    config = loadConfig({ DATABASE_URL: database.url });
    folder = await mkdtemp(path.join(tmpdir(), 'restore-pg-test-'));
    const url = new URL(database.url);
    url.password = '';
    shownUrl = url.toString();
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await database?.drop();
  });

  it('replaces the database that is there with the backup, row for row, sequences included', async () => {
    const before = await withDatabase(async (handle) => {
      await migrateToLatest(handle.db);
      expect(await runSeed(handle.db, ['--sites', '10', '--seed', '5'], () => undefined)).toBe(0);
      // pg-boss's schema with the app's queues and schedules and a waiting job, as a running server
      // leaves them; the handlers do nothing, since this database has no server to run them for.
      const jobs = await startJobRunner({
        executeSql: handle.executeSql,
        definitions: jobDefinitions.map((definition) => ({ ...definition, handler: async () => null })),
        deps: () => {
          throw new Error('No job runs in this test');
        },
      });
      await jobs.send('missed-launch', {}, { startAfter: 3_600 });
      await jobs.stop();
      await handle.db
        .insertInto('sign_in_failures')
        .values({ address: '192.0.2.1', account: 'someone@example.com', failed_at: new Date() })
        .execute();
      return everyRow(handle, schemas);
    });
    for (const table of [
      'public.users',
      'public.sites',
      'public.notes',
      'public.sign_in_failures',
      'pgboss.queue',
      'pgboss.schedule',
      'pgboss.job',
    ])
      expect(before[table]?.length, table).toBeGreaterThan(0);

    const file = path.join(folder, 'backup.dump');
    expect(await runBackup(config, ['--out', file], out)).toBe(0);

    // The database moves on after the backup: a site and a note are added, a note and a failure deleted.
    await withDatabase(async (handle) => {
      const { id } = await handle.db
        .insertInto('sites')
        .values({ name: 'Made after the backup' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await handle.db
        .insertInto('notes')
        .values({ site_id: id, user_id: null, type: 'Design', note: 'Written after the backup' })
        .execute();
      const { id: firstNote } = await handle.db.selectFrom('notes').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
      await handle.db.deleteFrom('notes').where('id', '=', firstNote).execute();
      await handle.db.deleteFrom('sign_in_failures').execute();
      expect(await everyRow(handle, schemas)).not.toEqual(before);
    });

    expect(await runRestore(config, [file], out)).toBe(1);
    expect(lines.at(-1)).toBe(
      `${shownUrl} already holds a database: restore with --replace to replace it, or restore into an empty database.`,
    );
    expect(await runRestore(config, ['--replace', file], out)).toBe(0);
    expect(lines.at(-1)).toBe(`Replaced the database ${shownUrl} with ${file}.`);

    await withDatabase(async (handle) => {
      expect(await everyRow(handle, schemas)).toEqual(before);
      const maxSite = Math.max(...before['public.sites']!.map((row) => (JSON.parse(row) as { id: number }).id));
      const { id } = await handle.db.insertInto('sites').values({ name: 'After the restore' }).returning('id').executeTakeFirstOrThrow();
      expect(id).toBe(maxSite + 1);
    });
  });

  it('refuses a backup of a newer version, whose migrations this code does not know, and leaves the database as it was', async () => {
    const file = path.join(folder, 'newer.dump');
    await withDatabase((handle) =>
      handle.executeSql('INSERT INTO kysely_migration (name, timestamp) VALUES ($1, $2)', [
        '9999_from_the_future',
        new Date().toISOString(),
      ]),
    );
    expect(await runBackup(config, ['--out', file], out)).toBe(0);
    await withDatabase((handle) => handle.executeSql('DELETE FROM kysely_migration WHERE name = $1', ['9999_from_the_future']));
    const before = await withDatabase((handle) => everyRow(handle, schemas));

    expect(await runRestore(config, ['--replace', file], out)).toBe(1);
    expect(lines.at(-1)).toBe(
      `${file} comes from a newer version of Website Admin: its database has 1 migration(s) this version does not know (9999_from_the_future). Update the app, then restore.`,
    );
    expect(await withDatabase((handle) => everyRow(handle, schemas))).toEqual(before);
  });
});
