import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import type { AppDeps } from '../../server/appDeps';
import { createIntegrations } from '../../server/integrations/integrations';
import type { JobDefinition } from '../../server/jobs/jobDefinition';
import { missedLaunchJob } from '../../server/jobs/missedLaunch.job';
import { type JobRunner, startJobRunner } from '../../server/jobs/jobRunner';
import { DatabaseLiveEvents } from '../../server/live/databaseLiveEvents';
import { attachLiveSockets } from '../../server/live/liveSocketServer';
import { createHarness, dropTestSchema, type Harness } from './harness';
import { openSubscriber } from './liveSubscriber';

/**
 * A TCP proxy between the server and PostgreSQL: `cut()` destroys every connection through it and
 * stops listening (new ones are refused, as by a stopped server); `restore()` listens again on the
 * same port, as the database coming back.
 */
const startProxy = async (target: { host: string; port: number }) => {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
};

/**
 * Milliseconds on a clock the test's fake date leaves alone (the daily schedule's part moves the
 * date a day ahead while requests are under way): when requests were asked and answered.
 */
const elapsed = () => performance.now();

/** One answered request of the load: when it was asked and answered (ms on `elapsed`), and what came back. */
interface Answered {
  kind: 'read' | 'write';
  askedAt: number;
  answeredAt: number;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/**
 * PostgreSQL goes away under reads and writes and comes back (issue 28, decision 0429). On
 * PostgreSQL (`npm run test:pg`) the instance reaches the database through a proxy the test cuts;
 * the embedded database is inside the process and cannot go away, so there the same journey runs
 * without the cut and nothing may be refused.
 */
describe('the database going away and coming back', () => {
  let h: Harness;
  let handle: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  let jobs: JobRunner;
  let live: DatabaseLiveEvents;
  let server: Server;
  let sockets: { close(): Promise<void> };
  let url: string;
  const bossSchema = `pgboss_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const jobRuns: string[] = [];
  const jobWaiters: Array<() => void> = [];
  const outageJob: JobDefinition<{ key: string }> = {
    name: 'test-after-outage',
    handler: async (_deps, { key }) => {
      jobRuns.push(key);
      for (const wake of jobWaiters.splice(0)) wake();
      return null;
    },
  };

  beforeAll(async () => {
    h = await createHarness();
    if (h.handle.kind === 'postgres') {
      const direct = new URL(process.env.DATABASE_URL!);
      proxy = await startProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const throughProxy = new URL(direct);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(h.handle.db);
      handle = await openDatabase({ databaseUrl: throughProxy.toString(), schema: rows[0]!.schema });
    } else handle = h.handle;
    live = new DatabaseLiveEvents(handle);
    await live.start();
    jobs = await startJobRunner({
      executeSql: handle.executeSql,
      // The app's daily job with its own schedule, checked every second instead of every 5 s.
      definitions: [outageJob, missedLaunchJob],
      deps: () => deps,
      schema: bossSchema,
      pollingIntervalSeconds: 0.5,
      cronIntervalSeconds: 1,
    });
    const deps: AppDeps = {
      ...h.deps,
      db: handle.db,
      live,
      jobs,
      integrations: createIntegrations({ config: h.deps.config, db: handle.db, now: h.deps.now }),
    };
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server));
    });
    sockets = attachLiveSockets(server, deps);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    vi.useRealTimers();
    await sockets.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await jobs.stop();
    await live.stop();
    await dropTestSchema(h.handle, bossSchema);
    if (handle !== h.handle) await handle.close();
    await proxy?.close();
    await h.close();
  });

  it('refuses with 503 and Retry-After only while it is away, keeps every acknowledged write, and is whole again within 5 s', async () => {
    // Each refusal and each lost connection is logged; the test reads the answers instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const siteId = await h.createSite();
    const token = h.users.designer.token;
    const subscriber = await openSubscriber({ url }, token);
    await subscriber.subscribe(`site:${siteId}`);

    const answered: Answered[] = [];
    let loadRunning = true;
    const ask = async (kind: Answered['kind'], path: string, body?: object): Promise<void> => {
      const askedAt = elapsed();
      const res = await fetch(`${url}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      answered.push({
        kind,
        askedAt,
        answeredAt: elapsed(),
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: await res.json(),
      });
    };
    // Two readers and two writers, each asking again 25 ms after an answer, as a small steady load.
    let written = 0;
    const loop = async (step: () => Promise<void>) => {
      while (loadRunning) {
        await step();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const read = () => ask('read', `/api/notes?fhid=${siteId}`);
    const write = () => ask('write', '/api/notes', { fhid: siteId, note: `Written under load ${(written += 1)}`, type: 'Design' });
    const load = Promise.all([loop(read), loop(read), loop(write), loop(write)]);
    const count = (kind: Answered['kind'], status: number, after = 0) =>
      answered.filter((a) => a.kind === kind && a.status === status && a.askedAt >= after).length;
    const ready = async () => {
      const res = await fetch(`${url}/api/ready`);
      return { status: res.status, body: (await res.json()) as unknown };
    };

    await expect.poll(() => Math.min(count('read', 200), count('write', 201)), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    // The daily missed-launch run (00:05 UTC) falls inside the outage: the clock is set to a second
    // before it (and goes on from there), and a site whose launch date has passed waits for it.
    const dailyDue = new Date(`${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T00:05:00Z`).getTime();
    const { id: lateSiteId } = await h.handle.db
      .insertInto('sites')
      .values({
        name: 'Late Funeral Home',
        launcher_label: '100% Ready',
        scheduled_launch_date: new Date(dailyDue - 86_400_000).toISOString().slice(0, 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const statusOf = async (id: number) =>
      (await h.handle.db.selectFrom('sites').select('launcher_label').where('id', '=', id).executeTakeFirstOrThrow()).launcher_label;
    // The whole process sees that clock: the designer's session must outlive it.
    await h.handle.db
      .updateTable('sessions')
      .set({ expires_at: new Date(dailyDue + 86_400_000) })
      .execute();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: dailyDue - 1_000 });
    const dailyDueAt = elapsed() + 1_000;
    const cutAt = elapsed();
    await proxy?.cut();
    if (proxy) {
      // The outage lasts while the load meets 200 refusals (about 3 s), as a restart does, and past the daily run's time.
      await expect
        .poll(() => answered.filter((a) => a.status === 503).length >= 200 && Date.now() > dailyDue + 500, {
          timeout: 30_000,
          interval: 50,
        })
        .toBe(true);
      expect(await statusOf(lateSiteId)).toBe('100% Ready');
      const notReady = await ready();
      expect(notReady.status).toBe(503);
      expect(notReady.body).toMatchObject({ status: 'unavailable', error: expect.stringMatching(/^Not answering: the database/) });
    }

    const subscriberHeardBefore = subscriber.received.length;
    await proxy?.restore();
    const restoredAt = elapsed();
    const since = (at: number) => Math.round(at - restoredAt) / 1000;
    const back = {
      reads: 0,
      writes: 0,
      ready: 0,
      liveEvents: 0,
      jobs: 0,
      dailySchedule: 0,
    };
    await Promise.all([
      expect
        .poll(() => count('read', 200, restoredAt), { timeout: 10_000, interval: 20 })
        .toBeGreaterThan(0)
        .then(() => (back.reads = since(elapsed()))),
      expect
        .poll(() => count('write', 201, restoredAt), { timeout: 10_000, interval: 20 })
        .toBeGreaterThan(0)
        .then(() => (back.writes = since(elapsed()))),
      expect
        .poll(async () => (await ready()).status, { timeout: 10_000, interval: 100 })
        .toBe(200)
        .then(() => (back.ready = since(elapsed()))),
      // Back on PostgreSQL, the listening connection announces every watched site once, since what changed meanwhile is unknown.
      ...(proxy
        ? [
            subscriber
              .next(
                (message, index) => index >= subscriberHeardBefore && message.type === 'site_changed',
                'the site announced after the return',
              )
              .then(() => (back.liveEvents = since(elapsed()))),
          ]
        : []),
      (async () => {
        const ran = new Promise<void>((resolve) => jobWaiters.push(resolve));
        await jobs.send(outageJob.name, { key: 'after the return' });
        await ran;
        back.jobs = since(elapsed());
      })(),
      // The daily run that was due while the database was away is sent once it is back.
      expect
        .poll(() => statusOf(lateSiteId), { timeout: 10_000, interval: 50 })
        .toBe('Missed Launch')
        // from the return, or on the embedded database (nothing returns) from the due time
        .then(() => (back.dailySchedule = Math.round(elapsed() - Math.max(restoredAt, dailyDueAt)) / 1000)),
    ]);
    const fullService = Math.max(...Object.values(back));
    loadRunning = false;
    await load;

    // A change made after the return, by another connection, reaches the websocket subscriber.
    const heard = subscriber.received.length;
    await h.handle.db
      .insertInto('notes')
      .values({ site_id: siteId, user_id: null, type: 'Design', note: 'Written after the return' })
      .execute();
    expect(
      await subscriber.next((message, index) => index >= heard && message.type === 'site_changed', 'site_changed after the return'),
    ).toEqual({
      channel: `site:${siteId}`,
      type: 'site_changed',
      payload: { id: siteId },
    });
    subscriber.close();
    expect(jobRuns).toEqual(['after the return']);

    const refused = answered.filter((a) => a.status === 503);
    // Nothing but answers and refusals: no 500, no hung or dropped request.
    expect(answered.filter((a) => ![200, 201, 503].includes(a.status))).toEqual([]);
    for (const refusal of refused) {
      expect(refusal.body).toEqual({ error: 'Database unavailable' });
      expect(refusal.retryAfter).toBe('2');
      expect(refusal.answeredAt - refusal.askedAt).toBeLessThan(2_000);
      // only inside the outage (a request under way when it began may be refused too)
      expect(refusal.answeredAt).toBeGreaterThanOrEqual(cutAt);
      expect(refusal.askedAt).toBeLessThan(restoredAt);
    }
    const acknowledged = answered.filter((a) => a.status === 201).map((a) => (a.body as { note: { id: number } }).note.id);
    const stored = new Set(
      (await h.handle.db.selectFrom('notes').select('id').where('site_id', '=', siteId).execute()).map((row) => row.id),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(fullService).toBeLessThan(5);
    if (proxy) expect(refused.length).toBeGreaterThanOrEqual(200);
    else expect(refused).toEqual([]);

    console.info(
      `[outage] ${answered.length} requests, ${refused.length} refused with 503 during ${Math.round(restoredAt - cutAt) / 1000} s away; ` +
        `${acknowledged.length} writes acknowledged, all stored; back after the return: ${JSON.stringify(back)} s, full service ${fullService} s`,
    );
  }, 90_000);
});
