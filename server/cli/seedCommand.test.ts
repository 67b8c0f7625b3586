import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runSeed } from './seedCommand';

/** A database of its own for each test that seeds, so no test depends on what another one added. */
const withFreshDatabase = async (test: (database: DatabaseHandle) => Promise<void>) => {
  const database = await openDatabase({});
  try {
    await migrateToLatest(database.db);
    await test(database);
  } finally {
    await database.close();
  }
};

const count = async (database: DatabaseHandle, table: 'sites' | 'users' | 'providers') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow()
    ).rows,
  );

describe('npm run db:seed', () => {
  it('adds the reference data, the demo staff and the sites to an empty database', () =>
    withFreshDatabase(async (database) => {
      const out: string[] = [];
      expect(await runSeed(database.db, ['--sites', '40', '--seed', '3'], (line) => out.push(line))).toBe(0);
      expect(await count(database, 'sites')).toBe(40);
      expect(await count(database, 'providers')).toBeGreaterThan(20);
      expect(await count(database, 'users')).toBeGreaterThan(9);
      expect(out[0]).toContain('No users yet: added the demo staff');
      expect(out[1]).toMatch(/^Added 40 sites \(ids 1 to 40, seed 3\) in \d+\.\d s\.$/);
    }));

  it('adds more sites to a database that has some, keeping its users', () =>
    withFreshDatabase(async (database) => {
      expect(await runSeed(database.db, ['--sites', '40', '--seed', '3'], () => undefined)).toBe(0);
      const users = await count(database, 'users');
      const out: string[] = [];
      expect(await runSeed(database.db, ['--sites', '25'], (line) => out.push(line))).toBe(0);
      expect(await count(database, 'sites')).toBe(65);
      expect(await count(database, 'users')).toBe(users);
      expect(out).toHaveLength(1);
      expect(out[0]).toMatch(/^Added 25 sites \(ids 41 to 65, seed 41\)/);
    }));

  describe('refusals', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openDatabase({});
      await migrateToLatest(database.db);
    });
    afterAll(() => database.close());

    it.each([
      ['--sites', '0'],
      ['--sites', 'many'],
      ['--sites', '10', '--seed', 'x'],
      ['--rows', '10'],
    ])('refuses %j', async (...argv) => {
      const out: string[] = [];
      expect(await runSeed(database.db, argv, (line) => out.push(line))).toBe(1);
      expect(out.join('\n')).toContain('Usage: npm run db:seed');
      expect(await count(database, 'sites')).toBe(0);
    });
  });
});
