import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { openSubscriber } from '../api/liveSubscriber';
import { startNotesLoad } from './notesLoad';
import { createOwnDatabase, type OwnDatabase } from './ownDatabase';
import { seedTestData } from './seedTestData';
import { newSecretsKey, type ServerProcess, startServerProcess, stopServerProcess } from './serverProcess';

/** Runs PG_RESTART_COMMAND (e.g. `pg_ctlcluster 15 main restart`) and resolves when it has finished: the database is back. */
const restartPostgres = () =>
  new Promise<void>((resolve, reject) => {
    const command = process.env.PG_RESTART_COMMAND!;
    const child = spawn('sh', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with code ${code}:\n${output}`))));
  });

/**
 * PostgreSQL itself restarted (PG_RESTART_COMMAND) under reads and writes through two server
 * instances, each a `npm start` process of its own on one database (issue 28, decision 0445):
 * unlike the proxy cut of tests/api/databaseOutage.test.ts, every connection of every instance,
 * the listening one and pg-boss's included, meets the server's own shutdown and start-up.
 */
describe('PostgreSQL restarted under load', () => {
  let database: OwnDatabase;
  let handle: DatabaseHandle;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createOwnDatabase('restart');
    const secretsKey = newSecretsKey();
    // The first migrates the new database; the second then finds it ready, as in a rolling deploy.
    instances.push(await startServerProcess(database.url, secretsKey));
    instances.push(await startServerProcess(database.url, secretsKey));
    handle = await openDatabase({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await Promise.all(instances.map(stopServerProcess));
    await handle?.close();
    await database?.drop();
  });

  it('keeps both instances alive, refuses with 503 only while it is away, keeps every acknowledged write, and is whole again within 5 s', async () => {
    // The test's own connection loses its idle connections too, and says so; the test reads the answers instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const { token, siteId } = await seedTestData(handle);
    // A site past its launch date: the missed-launch job, sent after the restart, moves it to Missed Launch.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { id: lateSiteId } = await handle.db
      .insertInto('sites')
      .values({ name: 'Late Funeral Home', launcher_label: '100% Ready', scheduled_launch_date: yesterday })
      .returning('id')
      .executeTakeFirstOrThrow();
    const watched = await handle.db.insertInto('sites').values({ name: 'Watched Funeral Home' }).returning('id').executeTakeFirstOrThrow();
    const subscriber = await openSubscriber(second, token);
    await subscriber.subscribe(`site:${watched.id}`);
    const startedAt = async () =>
      (await sql<{ at: Date }>`SELECT pg_postmaster_start_time() AS at`.execute(handle.db)).rows[0]!.at.getTime();
    const startedBefore = await startedAt();

    const load = startNotesLoad({ instances: () => instances.map((i) => i.url), token, siteId, onConnectionFailure: 'record' });
    const ready = async (instance: ServerProcess) => (await fetch(`${instance.url}/api/ready`)).status;
    await expect
      .poll(() => Math.min(...instances.flatMap((i) => [load.count('read', 200, 0, i.url), load.count('write', 201, 0, i.url)])), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(3);

    const subscriberHeardBefore = subscriber.received.length;
    const outageBegan = Date.now();
    await restartPostgres();
    const returnedAt = Date.now();
    const since = (at: number) => (at - returnedAt) / 1000;
    const back = { reads: 0, writes: 0, ready: 0, liveEvents: 0, job: 0 };
    const boss = new PgBoss({ connectionString: database.url, supervise: false, schedule: false, migrate: false });
    boss.on('error', () => undefined);
    const statusOf = async (id: number) =>
      (await handle.db.selectFrom('sites').select('launcher_label').where('id', '=', id).executeTakeFirstOrThrow()).launcher_label;
    await Promise.all([
      // Each instance answers reads and writes asked after the return.
      expect
        .poll(() => Math.min(...instances.map((i) => load.count('read', 200, returnedAt, i.url))), { timeout: 10_000, interval: 20 })
        .toBeGreaterThan(0)
        .then(() => (back.reads = since(Date.now()))),
      expect
        .poll(() => Math.min(...instances.map((i) => load.count('write', 201, returnedAt, i.url))), { timeout: 10_000, interval: 20 })
        .toBeGreaterThan(0)
        .then(() => (back.writes = since(Date.now()))),
      expect
        .poll(async () => (await Promise.all(instances.map(ready))).join(), { timeout: 10_000, interval: 100 })
        .toBe('200,200')
        .then(() => (back.ready = since(Date.now()))),
      // The listening connection of the subscriber's instance is back: it announces the watched site, since what changed meanwhile is unknown.
      subscriber
        .next(
          (message, index) => index >= subscriberHeardBefore && message.type === 'site_changed' && message.channel === `site:${watched.id}`,
          'the watched site announced after the return',
        )
        .then(() => (back.liveEvents = since(Date.now()))),
      // A job of the app's own sent after the return runs on an instance.
      (async () => {
        await boss.start();
        await boss.send('missed-launch', {});
        await expect.poll(() => statusOf(lateSiteId), { timeout: 10_000, interval: 50 }).toBe('Missed Launch');
        back.job = since(Date.now());
      })(),
    ]);
    const fullService = Math.max(...Object.values(back));
    await load.stop();
    await boss.stop({ graceful: false });

    // A change made after the return, through the other instance, reaches the websocket subscriber.
    const heard = subscriber.received.length;
    const added = await fetch(`${first.url}/api/notes`, {
      method: 'POST',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fhid: watched.id, note: 'Written after the return', type: 'Design' }),
    });
    expect(added.status).toBe(201);
    expect(
      await subscriber.next((message, index) => index >= heard && message.type === 'site_changed', 'site_changed after the return'),
    ).toEqual({ channel: `site:${watched.id}`, type: 'site_changed', payload: { id: watched.id } });
    subscriber.close();

    // PostgreSQL really restarted, and no instance went with it.
    expect(await startedAt()).toBeGreaterThan(startedBefore);
    for (const instance of instances) {
      expect(instance.child.exitCode, instance.output()).toBeNull();
      expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
    }
    const refused = load.answered.filter((a) => a.status === 503);
    // Nothing but answers and refusals: no 500, no dropped connection.
    expect(load.answered.filter((a) => ![200, 201, 503].includes(a.status))).toEqual([]);
    for (const refusal of refused) {
      expect(refusal.body).toEqual({ error: 'Database unavailable' });
      expect(refusal.retryAfter).toBe('2');
      expect(refusal.answeredAt - refusal.askedAt).toBeLessThan(2_000);
      // only inside the outage (a request under way when it began may be refused too)
      expect(refusal.answeredAt).toBeGreaterThanOrEqual(outageBegan);
      expect(refusal.askedAt).toBeLessThan(returnedAt);
    }
    const acknowledged = load.acknowledgedNoteIds();
    const stored = new Set((await handle.db.selectFrom('notes').select('id').where('site_id', '=', siteId).execute()).map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(fullService).toBeLessThan(5);

    console.info(
      `[restart] ${load.answered.length} requests through 2 instances, ${refused.length} refused with 503 during the ` +
        `${(returnedAt - outageBegan) / 1000} s of '${process.env.PG_RESTART_COMMAND}'; ${acknowledged.length} writes acknowledged, ` +
        `all stored; back after the return: ${JSON.stringify(back)} s, full service ${fullService} s; ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
    );
  });
});
