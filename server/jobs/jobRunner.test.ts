import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import type { AppDeps } from '../appDeps';
import type { JobDefinition } from './jobDefinition';
import { type JobRunner, startJobRunner } from './jobRunner';
import { dropTestSchema } from '../../tests/api/harness';

/** Real pg-boss on the embedded database (or on DATABASE_URL's server in `npm run test:pg`). */
describe('the pg-boss job runner', () => {
  const schema = `pgboss_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const handled: Array<{ data: object; deps: AppDeps }> = [];
  const waiters: Array<() => void> = [];
  let failures = 0;
  const definitions: JobDefinition[] = [
    {
      name: 'echo',
      handler: async (deps, data) => {
        handled.push({ data, deps });
        waiters.shift()?.();
        return { echoed: data };
      },
    },
    {
      name: 'always-fails',
      retryLimit: 0,
      handler: async () => {
        failures += 1;
        throw new Error('planned failure');
      },
    },
    { name: 'nightly', cron: '0 6 * * *', handler: async () => undefined },
    {
      name: 'held',
      expireInSeconds: 7200,
      handler: (_deps, data) => {
        heldStarted.push(data);
        return new Promise<void>((resolve) => releases.push(resolve));
      },
    },
    // Its own queue, so the echo test sees only its own job whatever the order.
    { name: 'quiet', handler: async () => ({ quiet: true }) },
  ];
  const heldStarted: object[] = [];
  const releases: Array<() => void> = [];
  const deps = { now: () => new Date() } as AppDeps;
  let handle: DatabaseHandle;
  let runner: JobRunner;

  const jobRow = async (id: string) =>
    (await handle.executeSql(`SELECT state, output FROM ${schema}.job WHERE id = $1`, [id])).rows[0] as
      { state: string; output: unknown } | undefined;
  const waitFor = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('timed out waiting for the job');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    runner = await startJobRunner({ executeSql: handle.executeSql, definitions, deps: () => deps, schema, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await runner.stop();
    await dropTestSchema(handle, schema);
    await handle.close();
  });

  it('sends a job, a worker runs it with the deps, and it completes with the output', async () => {
    const ran = new Promise<void>((resolve) => waiters.push(resolve));
    const id = await runner.send('echo', { siteId: 12 });
    expect(id).toEqual(expect.any(String));
    await ran;
    expect(handled).toEqual([{ data: { siteId: 12 }, deps }]);
    const row = await waitFor(async () => {
      const current = await jobRow(id!);
      return current?.state === 'completed' ? current : undefined;
    });
    expect(row.output).toEqual({ echoed: { siteId: 12 } });
  });

  it('says by its id whether a job is still pending: waiting yes; completed or unknown no', async () => {
    const later = randomUUID();
    expect(await runner.send('quiet', {}, { id: later, startAfter: 3600 })).toBe(later);
    expect(await runner.isPending('quiet', later)).toBe(true);
    expect(await runner.isPending('quiet', randomUUID())).toBe(false);
    const now = randomUUID();
    await runner.send('quiet', {}, { id: now });
    await waitFor(async () => ((await jobRow(now))?.state === 'completed' ? true : undefined));
    expect(await runner.isPending('quiet', now)).toBe(false);
  });

  it('sends a job inside a transaction: it exists only if the transaction commits', async () => {
    const kept = randomUUID();
    const dropped = randomUUID();
    await handle.db.transaction().execute((trx) => runner.send('quiet', {}, { id: kept, startAfter: 3600, transaction: trx }));
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await runner.send('quiet', {}, { id: dropped, startAfter: 3600, transaction: trx });
        throw new Error('the request failed after the send');
      }),
    ).rejects.toThrow('the request failed after the send');
    expect(await runner.isPending('quiet', kept)).toBe(true);
    expect(await runner.isPending('quiet', dropped)).toBe(false);
  });

  it('marks a job whose handler throws as failed', async () => {
    const id = await runner.send('always-fails', {});
    const row = await waitFor(async () => {
      const current = await jobRow(id!);
      return current?.state === 'failed' ? current : undefined;
    });
    expect(row.output).toMatchObject({ message: 'planned failure' });
    expect(failures).toBe(1);
  });

  it('schedules the cron of a definition that has one, in UTC', async () => {
    const { rows } = await handle.executeSql(`SELECT name, cron, options FROM ${schema}.schedule ORDER BY name`);
    expect(rows).toEqual([{ name: 'nightly', cron: '0 6 * * *', options: { tz: 'UTC' } }]);
  });

  it('answers the health check while it runs and refuses it once it stops', async () => {
    const ownSchema = `${schema}_check`;
    const stopping = await startJobRunner({ executeSql: handle.executeSql, definitions: [], deps: () => deps, schema: ownSchema });
    try {
      await expect(stopping.check()).resolves.toBeUndefined();
      await stopping.stop();
      await expect(stopping.check()).rejects.toThrow('The job runner is stopping');
    } finally {
      await dropTestSchema(handle, ownSchema);
    }
  });

  it('refuses a job name that is not in the registry', async () => {
    expect(() => runner.send('no-such-job', {})).toThrow("Unknown job 'no-such-job'");
  });

  it("lists the data of the jobs a queue has waiting or running, not of finished ones, and keeps the queue's expiry", async () => {
    await runner.send('held', { taskId: 'running' });
    await waitFor(async () => (heldStarted.length > 0 ? true : undefined));
    await runner.send('held', { taskId: 'waiting' }, { startAfter: 3600 });
    const unfinished = async () => (await runner.unfinishedJobData('held')).map((data) => (data as { taskId: string }).taskId).sort();
    expect(await unfinished()).toEqual(['running', 'waiting']);
    expect(await runner.unfinishedJobData('echo')).toEqual([]);
    releases.shift()?.();
    await waitFor(async () => ((await unfinished()).length === 1 ? true : undefined));
    expect(await unfinished()).toEqual(['waiting']);
    const { rows } = await handle.executeSql(`SELECT expire_seconds FROM ${schema}.queue WHERE name = 'held'`);
    expect(rows).toEqual([{ expire_seconds: 7200 }]);
  });
});
