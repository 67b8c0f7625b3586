import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { startNotesLoad } from './notesLoad';
import { createOwnDatabase, type OwnDatabase } from './ownDatabase';
import { seedTestData } from './seedTestData';
import { newSecretsKey, type ServerProcess, startServerProcess, stopServerProcess } from './serverProcess';

/**
 * One of two instances restarted under load, as in a rolling deploy (issue 28, decision 0446): SIGTERM
 * to its process, its graceful stop, then a new process in its place. The client is a load
 * balancer's: a connection the stopping instance refuses is asked again of the other instance.
 */
describe('one of two instances restarted under load', () => {
  let database: OwnDatabase;
  let handle: DatabaseHandle;
  let secretsKey: string;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createOwnDatabase('rolling');
    secretsKey = newSecretsKey();
    instances.push(await startServerProcess(database.url, secretsKey));
    instances.push(await startServerProcess(database.url, secretsKey));
    handle = await openDatabase({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await Promise.all(instances.map(stopServerProcess));
    await handle?.close();
    await database?.drop();
  });

  it('answers every request 2xx, retried elsewhere only when refused, and loses no acknowledged write', async () => {
    const { token, siteId } = await seedTestData(handle);
    const load = startNotesLoad({ instances: () => instances.map((i) => i.url), token, siteId, onConnectionFailure: 'retry' });
    const writesOn = (instance: ServerProcess, after = 0) => load.count('write', 201, after, instance.url);
    await expect.poll(() => Math.min(...instances.map((i) => writesOn(i))), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);

    const [stopping, staying] = instances as [ServerProcess, ServerProcess];
    const signalledAt = Date.now();
    expect(await stopServerProcess(stopping), stopping.output()).toBe(0);
    const stoppedAt = Date.now();
    // The other instance carries the load alone...
    await expect.poll(() => writesOn(staying, stoppedAt), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    // ...until the restarted one takes its place and its share.
    const restarted = await startServerProcess(database.url, secretsKey);
    instances[0] = restarted;
    const restartedAt = Date.now();
    await expect.poll(() => writesOn(restarted, restartedAt), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await load.stop();

    // Nothing but answers: the stopping instance finished what it had taken and refused only new connections.
    expect(load.answered.filter((a) => a.status !== 200 && a.status !== 201)).toEqual([]);
    for (const failure of load.connectionFailures) {
      expect(failure.instance).toBe(stopping.url);
      expect(failure.at).toBeGreaterThanOrEqual(signalledAt);
    }
    const acknowledged = load.acknowledgedNoteIds();
    const stored = new Set((await handle.db.selectFrom('notes').select('id').where('site_id', '=', siteId).execute()).map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(staying.child.exitCode).toBeNull();

    console.info(
      `[rolling restart] ${load.answered.length} requests answered, all 2xx; ${acknowledged.length} writes acknowledged, all stored; ` +
        `the stopping instance exited 0 after ${(stoppedAt - signalledAt) / 1000} s; ${load.connectionFailures.length} connections it ` +
        `refused were asked again of the other (${[...new Set(load.connectionFailures.map((f) => f.code))].join(', ') || 'none'})`,
    );
  });
});
