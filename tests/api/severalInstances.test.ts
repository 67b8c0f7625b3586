import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import type { AppDeps } from '../../server/appDeps';
import { jobDefinitions } from '../../server/jobs/jobDefinitions';
import type { JobDefinition } from '../../server/jobs/jobDefinition';
import { type JobRunner, startJobRunner } from '../../server/jobs/jobRunner';
import { DatabaseLiveEvents } from '../../server/live/databaseLiveEvents';
import { attachLiveSockets } from '../../server/live/liveSocketServer';
import { hashPassword } from '../../server/signIn/password';
import { createHarness, dropTestSchema, type Harness } from './harness';
import { openSubscriber } from './liveSubscriber';

interface Instance {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * Two instances of the server on one database, as behind a load balancer: each with its own HTTP
 * server, websockets, live events and pg-boss workers. On PostgreSQL (`npm run test:pg`) each also
 * has its own connection pool and listening connection; the embedded database can only be opened by
 * one process, so there the two share its one connection and still hear each other through it.
 */
describe('several instances on one database', () => {
  let h: Harness;
  const instances: Instance[] = [];
  const bossSchema = `pgboss_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const handles: DatabaseHandle[] = [];
  const runs = { counted: [] as string[], scheduled: [] as Date[] };
  const countedJob: JobDefinition<{ key: string }> = {
    name: 'test-counted',
    handler: async (_deps, { key }) => {
      runs.counted.push(key);
      return null;
    },
  };
  const scheduledJob: JobDefinition = {
    name: 'test-every-minute',
    cron: '* * * * *',
    handler: async (deps) => {
      runs.scheduled.push(deps.now());
      return null;
    },
  };

  const openSecondHandle = async (): Promise<DatabaseHandle> => {
    if (h.handle.kind === 'pglite') return h.handle;
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(h.handle.db);
    const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: rows[0]!.schema });
    handles.push(handle);
    return handle;
  };

  const startInstance = async (handle: DatabaseHandle): Promise<Instance> => {
    const live = new DatabaseLiveEvents(handle);
    await live.start();
    const jobs: JobRunner = await startJobRunner({
      executeSql: handle.executeSql,
      definitions: [...jobDefinitions, countedJob, scheduledJob],
      deps: () => deps,
      schema: bossSchema,
      pollingIntervalSeconds: 0.5,
      cronIntervalSeconds: 1,
    });
    const deps: AppDeps = { ...h.deps, db: handle.db, live, jobs };
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server));
    });
    const sockets = attachLiveSockets(server, deps);
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      deps,
      close: async () => {
        await sockets.close();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await jobs.stop();
        await live.stop();
      },
    };
  };

  const call = (instance: Instance, method: string, path: string, body: unknown, token?: string) =>
    fetch(`${instance.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  let startedAt = 0;

  beforeAll(async () => {
    h = await createHarness();
    startedAt = Date.now();
    if (h.handle.kind === 'postgres') {
      // Both start at once, as after a deploy: each creates the queues and the schedules.
      instances.push(...(await Promise.all([startInstance(h.handle), startInstance(await openSecondHandle())])));
    } else {
      // One connection cannot interleave two pg-boss start-ups' transactions: one after the other.
      instances.push(await startInstance(h.handle));
      instances.push(await startInstance(h.handle));
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await dropTestSchema(h.handle, bossSchema);
    for (const handle of handles) await handle.close();
    await h.close();
  });

  it('tells a subscriber on the first instance that a site changed when a note is added through the second', async () => {
    const [first, second] = instances as [Instance, Instance];
    const siteId = await h.createSite();
    const otherSite = await h.createSite();
    const subscriber = await openSubscriber(first, h.users.designer.token);
    await subscriber.subscribe(`site:${siteId}`);
    await subscriber.subscribe(`site:${otherSite}`);

    const added = await call(
      second,
      'POST',
      '/api/notes',
      { fhid: siteId, note: 'Called the family', type: 'Design' },
      h.users.designer.token,
    );
    expect(added.status).toBe(201);

    expect(await subscriber.next((message) => message.type === 'site_changed', 'site_changed')).toEqual({
      channel: `site:${siteId}`,
      type: 'site_changed',
      payload: { id: siteId },
    });
    subscriber.close();
  });

  it('carries what one instance publishes to subscribers on the other, small or too large to notify, in order', async () => {
    const [first, second] = instances as [Instance, Instance];
    const subscriber = await openSubscriber(first, h.users.launch.token);
    await subscriber.subscribe('launch:several-instances');

    const large = 'x'.repeat(20_000);
    second.deps.live.publish('launch:several-instances', 'launch_event', { message: 'Publishing site' });
    second.deps.live.publish('launch:several-instances', 'launch_event', { message: large });
    second.deps.live.publish('launch:several-instances', 'launch_event', { message: 'Done' });

    await subscriber.next((message) => (message.payload as { message?: string } | null)?.message === 'Done', 'the last event');
    expect(
      subscriber.received
        .filter((message) => message.type === 'launch_event')
        .map((message) => (message.payload as { message: string }).message),
    ).toEqual(['Publishing site', large, 'Done']);
    subscriber.close();
  });

  it('counts failed sign-ins across both instances', async () => {
    const [first, second] = instances as [Instance, Instance];
    const user = await h.createUser('care', 'Care across instances');
    const { email } = await h.handle.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('the-right-one') })
      .where('id', '=', user.id)
      .returning('email')
      .executeTakeFirstOrThrow();
    // Five wrong passwords from this address, alternating instances, as a load balancer would spread them.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await call(attempt % 2 === 0 ? first : second, 'POST', '/login', { username: email, password: 'wrong' });
      expect(answer.status).toBe(401);
    }
    for (const instance of [first, second]) {
      const limited = await call(instance, 'POST', '/login', { username: email, password: 'the-right-one' });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ status: 'RATE_LIMITED', error: 'Too many sign-in attempts. Try again in 15 minutes.' });
    }
  });

  it('runs each job once, whichever instance sent it and however many workers wait', async () => {
    const [first, second] = instances as [Instance, Instance];
    const keys = Array.from({ length: 30 }, (_, index) => `job-${index}`);
    await Promise.all(keys.map((key, index) => (index % 2 === 0 ? first : second).deps.jobs.send(countedJob.name, { key })));
    // Until the queue's own table holds none of them waiting, retrying or running: a run starts only
    // from one of those states, so no second run of any of them can still come.
    await expect
      .poll(async () => runs.counted.length >= keys.length && (await first.deps.jobs.unfinishedJobData(countedJob.name)).length === 0, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(true);
    expect([...runs.counted].sort()).toEqual([...keys].sort());
  }, 60_000);

  it('runs a schedule once per due time although both instances schedule it and check every second', async () => {
    await expect.poll(() => runs.scheduled.length, { timeout: 45_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    // Both instances check the schedules every second; a duplicate would show within a few checks.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    // '* * * * *' is due once a minute: at most once for each minute the instances have been up.
    const minutesUp = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
    expect(runs.scheduled.length).toBeLessThanOrEqual(minutesUp);
  }, 60_000);
});
