import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { AppDeps } from '../../server/appDeps';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { DatabaseLiveEvents } from '../../server/live/databaseLiveEvents';
import { attachLiveSockets } from '../../server/live/liveSocketServer';
import { createHarness, type Harness } from './harness';
import { openSubscriber } from './liveSubscriber';

interface Instance {
  url: string;
  close(): Promise<void>;
}

/**
 * The bell's unread count is live on every instance (issue 34): a notification written through one
 * instance reaches the person's open pages on another, and nobody else's. On PostgreSQL each
 * instance has its own pool and listening connection; the embedded database is one connection.
 */
describe("inbox_changed on a person's own 'inbox' channel, across two instances", () => {
  let h: Harness;
  const instances: Instance[] = [];
  const handles: DatabaseHandle[] = [];

  const openHandle = async (): Promise<DatabaseHandle> => {
    if (h.handle.kind === 'pglite') return h.handle;
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(h.handle.db);
    const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: rows[0]!.schema });
    handles.push(handle);
    return handle;
  };

  const startInstance = async (handle: DatabaseHandle): Promise<Instance> => {
    const live = new DatabaseLiveEvents(handle);
    await live.start();
    const deps: AppDeps = { ...h.deps, db: handle.db, live };
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server));
    });
    const sockets = attachLiveSockets(server, deps);
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: async () => {
        await sockets.close();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await live.stop();
      },
    };
  };

  const call = (instance: Instance, method: string, path: string, token: string, body?: unknown) =>
    fetch(`${instance.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    h = await createHarness();
    instances.push(await startInstance(await openHandle()), await startInstance(await openHandle()));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    for (const handle of handles) await handle.close();
    await h.close();
  });

  it('tells the person on the first instance when a notification for them is written through the second, and only them', async () => {
    const [first, second] = instances as [Instance, Instance];
    const care = await h.createUser('care');
    const otherCare = await h.createUser('care');
    const admin = await h.createUser('admin');
    const siteId = await h.createSite();
    const subscriber = await openSubscriber(first, care.token);
    const bystander = await openSubscriber(first, otherCare.token);
    await subscriber.subscribe('inbox');
    await bystander.subscribe('inbox');

    expect((await call(second, 'POST', `/api/sites/${siteId}/assignCares`, admin.token, { careId: care.id })).status).toBe(200);
    expect(await subscriber.next((message) => message.type === 'inbox_changed', 'inbox_changed')).toEqual({
      channel: 'inbox',
      type: 'inbox_changed',
      payload: null,
    });
    const page = (await (await call(first, 'GET', '/api/notifications?unread=1', care.token)).json()) as { unreadCount: number };
    expect(page.unreadCount).toBe(1);

    // The bystander's own change arrives after the first one was committed: had they heard that, it would be here too.
    const otherSite = await h.createSite();
    expect((await call(second, 'POST', `/api/sites/${otherSite}/assignCares`, admin.token, { careId: otherCare.id })).status).toBe(200);
    await bystander.next((message) => message.type === 'inbox_changed', 'inbox_changed');
    expect(bystander.received.filter((message) => message.type === 'inbox_changed')).toHaveLength(1);

    // Reading it on the second instance moves the first instance's bell too.
    const before = subscriber.received.length;
    expect((await call(second, 'POST', '/api/notifications/read', care.token, { all: true })).status).toBe(200);
    await subscriber.next((message, index) => index >= before && message.type === 'inbox_changed', 'inbox_changed after reading');
    subscriber.close();
    bystander.close();
  });
});
