import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database';
import { type EmbeddedDatabase, openEmbeddedDatabase } from './embeddedDatabase';

/** The run's migrated dump (tests/api/migratedDump.globalSetup.ts), or a new cluster when the run is on PostgreSQL. */
const migratedDump = async (): Promise<Blob | undefined> => {
  const file = inject('migratedPgliteDump');
  return file ? new Blob([await readFile(file)]) : undefined;
};

const settledYet = (promise: Promise<unknown>): (() => boolean) => {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return () => settled;
};

describe('the embedded database on its worker thread', () => {
  let embedded: EmbeddedDatabase;

  beforeAll(async () => {
    embedded = await openEmbeddedDatabase({ dump: await migratedDump() });
    await embedded.exec(`
      CREATE TABLE proxy_things (id int PRIMARY KEY, name text NOT NULL UNIQUE);
      INSERT INTO proxy_things VALUES (1, 'first');
    `);
  });
  afterAll(() => embedded.close());

  it('gives an error PostgreSQL fields across the thread: code, constraint, detail, table, and the stack of the call', async () => {
    const failure = await embedded.query(`INSERT INTO proxy_things VALUES (2, 'first')`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      message: 'duplicate key value violates unique constraint "proxy_things_name_key"',
      code: '23505',
      constraint: 'proxy_things_name_key',
      table: 'proxy_things',
      detail: 'Key (name)=(first) already exists.',
      severity: 'ERROR',
    });
    expect((failure as Error).stack).toContain('embeddedDatabase.test.ts');
    const syntax = await embedded.exec('SELEKT 1').catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601', message: 'syntax error at or near "SELEKT"' });
  });

  it('parses values as the server reads them: DATE a string, int8 a number, timestamptz a Date, json an object, bytea bytes', async () => {
    const { rows } = await embedded.query(
      `SELECT '2025-03-10'::date AS day, 9007199254740::int8 AS big, '2025-03-10T12:00:00Z'::timestamptz AS at,
              '{"a": [1, 2]}'::jsonb AS doc, '\\x0102'::bytea AS bytes, NULL::text AS nothing, 1.50::numeric AS amount`,
    );
    expect(rows).toEqual([
      {
        day: '2025-03-10',
        big: 9_007_199_254_740,
        at: new Date('2025-03-10T12:00:00Z'),
        doc: { a: [1, 2] },
        bytes: new Uint8Array([1, 2]),
        nothing: null,
        amount: '1.50',
      },
    ]);
  });

  it('sends parameters across: dates, bytes, json text and arrays', async () => {
    const { rows } = await embedded.query('SELECT $1::timestamptz AS at, $2::bytea AS bytes, $3::jsonb AS doc, $4::int[] AS ids', [
      new Date('2025-01-02T03:04:05Z'),
      Buffer.from([7, 8]),
      JSON.stringify({ b: true }),
      [3, 4],
    ]);
    expect(rows).toEqual([{ at: new Date('2025-01-02T03:04:05Z'), bytes: new Uint8Array([7, 8]), doc: { b: true }, ids: [3, 4] }]);
  });

  it('refuses a parameter that cannot cross to another thread, and goes on answering', async () => {
    await expect(embedded.query('SELECT $1::text AS value', [() => 'a function'])).rejects.toThrow(/could not be cloned/);
    await expect(embedded.query('SELECT $1::text AS value', ['text'])).resolves.toMatchObject({ rows: [{ value: 'text' }] });
  });

  it('delivers notifications to each listener until it stops listening', async () => {
    const heard: string[] = [];
    let heardOther!: () => void;
    const otherHeard = new Promise<void>((resolve) => (heardOther = resolve));
    const unlisten = await embedded.listen('proxy_channel', (payload) => heard.push(payload));
    const unlistenOther = await embedded.listen('proxy_other', () => heardOther());
    await embedded.query(`SELECT pg_notify('proxy_channel', 'one')`);
    expect(heard).toEqual(['one']);
    await unlisten();
    // Notifications arrive in order: once the other channel's is heard, the first channel's would have been.
    await embedded.query(`SELECT pg_notify('proxy_channel', 'two'), pg_notify('proxy_other', 'x')`);
    await otherHeard;
    await unlistenOther();
    expect(heard).toEqual(['one']);
  });

  it('rejects a LISTEN that PostgreSQL refuses, with its code', async () => {
    await expect(embedded.listen('', () => undefined)).rejects.toMatchObject({ code: '42601' });
  });

  it('answers timers while a long query holds the database', async () => {
    const sleeping = embedded.query('SELECT pg_sleep(2)');
    const settled = settledYet(sleeping);
    // On the server's own thread the query would hold the event loop: the timer would run only after it settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled()).toBe(false);
    await sleeping;
    expect(settled()).toBe(true);
  });

  it('dumps the database folder, and a new database starts from the dump', async () => {
    const dump = await embedded.dumpDataDir('gzip');
    const copy = await openEmbeddedDatabase({ dump });
    try {
      await expect(copy.query('SELECT name FROM proxy_things ORDER BY id')).resolves.toMatchObject({ rows: [{ name: 'first' }] });
    } finally {
      await copy.close();
    }
  });

  it('refuses queries once closed, and closing again does nothing', async () => {
    const closing = await openEmbeddedDatabase({ dump: await migratedDump() });
    await closing.close();
    await closing.close();
    await expect(closing.query('SELECT 1')).rejects.toThrow('The embedded database is not running: its thread ended (exit code 0)');
  });

  it("rejects the open with PGlite's reason when the database cannot start", async () => {
    await expect(openEmbeddedDatabase({ dump: new Blob(['not a dump']) })).rejects.toThrow('PGlite failed to initialize properly');
  });
});

describe('transactions on the embedded database', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ pgliteDump: await migratedDump() });
    await handle.executeSql('CREATE TABLE proxy_committed (id int PRIMARY KEY); CREATE TABLE proxy_rolled_back (id int PRIMARY KEY)');
  });
  afterAll(() => handle.close());

  const countRows = async (table: string) => (await handle.executeSql(`SELECT count(*)::int AS n FROM ${table}`)).rows[0];

  it("keeps a transaction's statements together: a query made while it is open runs after its commit", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO proxy_committed VALUES (1)`.execute(trx);
      inserted();
      await gate;
      await sql`INSERT INTO proxy_committed VALUES (2)`.execute(trx);
    });
    await firstInserted;
    const outside = countRows('proxy_committed');
    release();
    await transaction;
    await expect(outside).resolves.toEqual({ n: 2 });
  });

  it('runs a query made during a transaction that fails after the rollback, outside it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const rowInserted = new Promise<void>((resolve) => (inserted = resolve));
    const failing = handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO proxy_rolled_back VALUES (1)`.execute(trx);
      inserted();
      await gate;
      await sql`INSERT INTO proxy_rolled_back VALUES (1)`.execute(trx);
    });
    await rowInserted;
    const outside = countRows('proxy_rolled_back');
    release();
    await expect(failing).rejects.toMatchObject({ code: '23505', constraint: 'proxy_rolled_back_pkey' });
    await expect(outside).resolves.toEqual({ n: 0 });
  });
});
