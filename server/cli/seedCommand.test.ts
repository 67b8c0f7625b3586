import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runSeed } from './seedCommand';

describe('npm run db:seed', () => {
  let database: DatabaseHandle;
  const count = async (table: 'sites' | 'users' | 'providers') =>
    Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow()).rows);

  beforeAll(async () => {
    database = await openDatabase({});
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('adds the reference data, the demo staff and the sites to an empty database', async () => {
    const out: string[] = [];
    expect(await runSeed(database.db, ['--sites', '40', '--seed', '3'], (line) => out.push(line))).toBe(0);
    expect(await count('sites')).toBe(40);
    expect(await count('providers')).toBeGreaterThan(20);
    expect(await count('users')).toBeGreaterThan(9);
    expect(out[0]).toContain('No users yet: added the demo staff');
    expect(out[1]).toMatch(/^Added 40 sites \(ids 1 to 40, seed 3\) in \d+\.\d s\.$/);
  });

  it('adds more sites to a database that has some, keeping its users', async () => {
    const users = await count('users');
    const out: string[] = [];
    expect(await runSeed(database.db, ['--sites', '25'], (line) => out.push(line))).toBe(0);
    expect(await count('sites')).toBe(65);
    expect(await count('users')).toBe(users);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^Added 25 sites \(ids 41 to 65, seed 41\)/);
  });

  it.each([['--sites', '0'], ['--sites', 'many'], ['--sites', '10', '--seed', 'x'], ['--rows', '10']])('refuses %j', async (...argv) => {
    const out: string[] = [];
    expect(await runSeed(database.db, argv, (line) => out.push(line))).toBe(1);
    expect(out.join('\n')).toContain('Usage: npm run db:seed');
  });
});
